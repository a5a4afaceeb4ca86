import { Route } from 'react-router-dom';
import { lazyPage, startedOn } from './lazyPage';

// The pages visitors land on most.
const HomePage = lazyPage(
  startedOn(
    (pathname) => pathname === '/',
    () => import('../features/site/routes/HomePage'),
  ),
  'HomePage',
);
const AboutPage = lazyPage(() => import('../features/site/routes/AboutPage'), 'AboutPage');
const ServicesPage = lazyPage(() => import('../features/site/routes/ServicesPage'), 'ServicesPage');
const LevelsPage = lazyPage(() => import('../features/site/routes/LevelsPage'), 'LevelsPage');
const PriceGuidePage = lazyPage(() => import('../features/site/routes/PriceGuidePage'), 'PriceGuidePage');
const ContactPage = lazyPage(() => import('../features/site/routes/ContactPage'), 'ContactPage');
const TermsPage = lazyPage(() => import('../features/site/routes/TermsPage'), 'TermsPage');
const PrivacyPolicyPage = lazyPage(() => import('../features/site/routes/PrivacyPolicyPage'), 'PrivacyPolicyPage');
const WhatsNextPage = lazyPage(() => import('../features/site/routes/WhatsNextPage'), 'WhatsNextPage');
const ArmPage = lazyPage(
  startedOn(
    (pathname) => pathname.startsWith('/arms/'),
    () => import('../features/catalogue/routes/ArmPage'),
  ),
  'ArmPage',
);
const comingSoon = () => import('../features/site/routes/ComingSoonPage');
const CaseStudiesPage = lazyPage(comingSoon, 'CaseStudiesPage');
const BlogPage = lazyPage(comingSoon, 'BlogPage');
const CareersPage = lazyPage(comingSoon, 'CareersPage');
const CookiePolicyPage = lazyPage(comingSoon, 'CookiePolicyPage');

/** The public pages (spec 01 and the public part of spec 02), rendered inside the app shell. */
export const publicRoutes = [
  <Route key="home" path="/" element={<HomePage />} />,
  <Route key="about" path="/about" element={<AboutPage />} />,
  <Route key="services" path="/services" element={<ServicesPage />} />,
  <Route key="pricing" path="/pricing" element={<LevelsPage />} />,
  <Route key="pricing-plans" path="/pricing-plans" element={<PriceGuidePage />} />,
  <Route key="contact" path="/contact" element={<ContactPage />} />,
  <Route key="case-studies" path="/case-studies" element={<CaseStudiesPage />} />,
  <Route key="blog" path="/blog" element={<BlogPage />} />,
  <Route key="careers" path="/careers" element={<CareersPage />} />,
  <Route key="privacy-policy" path="/privacy-policy" element={<PrivacyPolicyPage />} />,
  <Route key="terms-of-service" path="/terms-of-service" element={<TermsPage />} />,
  <Route key="cookie-policy" path="/cookie-policy" element={<CookiePolicyPage />} />,
  <Route key="whats-next" path="/whats-next" element={<WhatsNextPage />} />,
  <Route key="arm" path="/arms/:armName" element={<ArmPage />} />,
];
