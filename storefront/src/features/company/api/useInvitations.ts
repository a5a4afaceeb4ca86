import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import type { CompanyInvitation } from './companyCalls';
import { COMPANY_KEY } from './useCompany';

export const INVITATIONS_KEY = [...COMPANY_KEY, 'invitations'] as const;

/** The company's invitations still waiting (shown only to members who manage members). */
export function useInvitations() {
  return useQuery({
    queryKey: INVITATIONS_KEY,
    queryFn: async (): Promise<CompanyInvitation[]> => unwrap(await api.GET('/api/company/invitations')),
  });
}
