import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Schema } from '@voosh/api-client';
import { api, unwrap } from '../../../lib/api';

/** The signed-in customer's company as GET /api/company answers it: its name, their role, its members. */
export type Company = Schema<'CompanyResponse'>;

export const COMPANY_KEY = ['company'] as const;

export const companyQuery = queryOptions({
  queryKey: COMPANY_KEY,
  queryFn: async (): Promise<Company> => unwrap(await api.GET('/api/company')),
});

export function useCompany() {
  return useQuery(companyQuery);
}
