import { COMING_SOON } from '@voosh/shared';
import { MessagePage } from '../../../components/MessagePage';

/** A placeholder page (case studies, blog, careers, cookie policy): its title, "Coming Soon" and Back to Home. */
function ComingSoonPage({ title }: { title: string }) {
  return <MessagePage title={title} text={COMING_SOON} />;
}

export const CaseStudiesPage = () => <ComingSoonPage title="Case Studies" />;
export const BlogPage = () => <ComingSoonPage title="Blog" />;
export const CareersPage = () => <ComingSoonPage title="Careers" />;
export const CookiePolicyPage = () => <ComingSoonPage title="Cookie Policy" />;
