/** The admin lists that download whole as CSV (GET /api/admin/exports/{resource}, with the list's filter and sort). */
export const EXPORT_RESOURCES = ['purchase-requests', 'demo-submissions', 'users', 'payments', 'products', 'arms', 'plans'] as const;
export type ExportResource = (typeof EXPORT_RESOURCES)[number];
