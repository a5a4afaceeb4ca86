import type { CompanyPermission } from '@voosh/shared';
import { useCompany } from './useCompany';

/**
 * Whether the signed-in customer's role in their company allows `permission`: true until the
 * company is read (the server refuses anyway), so a screen never flashes a refusal.
 */
export function useCompanyMay(permission: CompanyPermission): boolean {
  const { data: company } = useCompany();
  return company ? company.permissions.includes(permission) : true;
}
