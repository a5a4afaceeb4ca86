import type { PurchaseRequestStatus } from '@voosh/shared';

/** Requests an admin still has to review. */
export const WAITING_FOR_REVIEW: readonly PurchaseRequestStatus[] = ['submitted', 'under_review'];

/** A list's address with a filter already set: ('/admin/payments', {status: 'needs_review'}) -> '/admin/payments?filter=...'. */
export const filteredList = (listPath: string, filter: Record<string, unknown>) =>
  `${listPath}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** The count of the given statuses in a by-status list of the analytics answer. */
export function countOf<S extends string>(byStatus: readonly { status: S; count: number }[], statuses: readonly S[]): number {
  return byStatus.filter(({ status }) => statuses.includes(status)).reduce((sum, { count }) => sum + count, 0);
}

/** The total of a by-status list. */
export const totalOf = (byStatus: readonly { count: number }[]) => byStatus.reduce((sum, { count }) => sum + count, 0);
