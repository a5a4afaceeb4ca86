import type { PaymentTermsDays } from '@voosh/shared';
import { api, dataOf } from '../data/api';
import type { CompanyRecord } from '../data/types';

/** PUT /api/admin/companies/{id}: the company's payment terms (null: the shop's standard terms), audited. */
export async function setCompanyTerms(
  id: number,
  paymentTermsDays: PaymentTermsDays | null,
  depositOnTerms: boolean,
): Promise<CompanyRecord> {
  return dataOf(await api.PUT('/api/admin/companies/{id}', { params: { path: { id } }, body: { paymentTermsDays, depositOnTerms } }));
}
