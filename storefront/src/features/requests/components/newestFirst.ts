import type { PurchaseRequest } from '../api/usePurchaseRequests';

/** Requests by submission time, newest first (the server answers so too; this keeps the page's promise). */
export function newestFirst(requests: readonly PurchaseRequest[]): PurchaseRequest[] {
  return [...requests].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}
