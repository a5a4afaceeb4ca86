import { Route } from 'react-router-dom';
import { lazyPage, type LazyPage } from './lazyPage';

// The pages visitors land on most.
const HomePage = lazyPage(() => import('../features/site/routes/HomePage'), 'HomePage');
const AboutPage = lazyPage(() => import('../features/site/routes/AboutPage'), 'AboutPage');
const ServicesPage = lazyPage(() => import('../features/site/routes/ServicesPage'), 'ServicesPage');
const LevelsPage = lazyPage(() => import('../features/site/routes/LevelsPage'), 'LevelsPage');
const PriceGuidePage = lazyPage(() => import('../features/site/routes/PriceGuidePage'), 'PriceGuidePage');
const ContactPage = lazyPage(() => import('../features/site/routes/ContactPage'), 'ContactPage');
const TermsPage = lazyPage(() => import('../features/site/routes/TermsPage'), 'TermsPage');
const PrivacyPolicyPage = lazyPage(() => import('../features/site/routes/PrivacyPolicyPage'), 'PrivacyPolicyPage');
const WhatsNextPage = lazyPage(() => import('../features/site/routes/WhatsNextPage'), 'WhatsNextPage');
const ArmPage = lazyPage(() => import('../features/catalogue/routes/ArmPage'), 'ArmPage');
const comingSoon = () => import('../features/site/routes/ComingSoonPage');
const CaseStudiesPage = lazyPage(comingSoon, 'CaseStudiesPage');
const BlogPage = lazyPage(comingSoon, 'BlogPage');
const CareersPage = lazyPage(comingSoon, 'CareersPage');
const CookiePolicyPage = lazyPage(comingSoon, 'CookiePolicyPage');

/** The public pages (the site, price guide and other pages open to visitors) by route pattern, rendered inside the app shell. */
export const PUBLIC_PAGES: Record<string, LazyPage> = {
  '/': HomePage,
  '/about': AboutPage,
  '/services': ServicesPage,
  '/pricing': LevelsPage,
  '/pricing-plans': PriceGuidePage,
  '/contact': ContactPage,
  '/case-studies': CaseStudiesPage,
  '/blog': BlogPage,
  '/careers': CareersPage,
  '/privacy-policy': PrivacyPolicyPage,
  '/terms-of-service': TermsPage,
  '/cookie-policy': CookiePolicyPage,
  '/whats-next': WhatsNextPage,
  '/arms/:armName': ArmPage,
};

export const publicRoutes = Object.entries(PUBLIC_PAGES).map(([path, Page]) => <Route key={path} path={path} element={<Page />} />);
