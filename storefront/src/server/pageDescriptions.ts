import { BRAND, SITE_DESCRIPTION } from '@voosh/shared';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { catalogueKeys } from '../features/catalogue/api/catalogueKeys';
import type { Arm } from '../features/catalogue/api/types';

/** Each public page's description for search results and link previews. */
const DESCRIPTIONS: Record<string, string> = {
  '/about': `Who we are: the vision behind ${BRAND}, what it has automated so far and the founder.`,
  '/services': `Every ${BRAND} product family and its automations, each with a one-time setup price and a monthly price.`,
  '/pricing': `${BRAND} service levels: what each includes and what it costs per month.`,
  '/pricing-plans': `The ${BRAND} price guide: what automating a business costs to set up and to run each month.`,
  '/contact': `Contact ${BRAND}: book a demo or ask how to automate your business.`,
  '/privacy-policy': `How ${BRAND} collects, uses and protects your personal data.`,
  '/terms-of-service': `The terms on which ${BRAND} provides its automation products and services.`,
  '/cookie-policy': `How ${BRAND} uses cookies.`,
  '/whats-next': `What ${BRAND} is building next.`,
  '/login': `Sign in to your ${BRAND} account to follow your requests, payments and plans.`,
  '/signup': `Create a ${BRAND} account to request automation for your business.`,
};

/** The description of the page at `pathname`, rendered from the data in `queryClient`. */
export function pageDescription(pathname: string, queryClient: QueryClient): string {
  const arm = matchPath('/arms/:armName', pathname)?.params.armName;
  if (arm) return queryClient.getQueryData<Arm>(catalogueKeys.arm(arm.toLowerCase()))?.description ?? SITE_DESCRIPTION;
  return DESCRIPTIONS[pathname] ?? SITE_DESCRIPTION;
}
