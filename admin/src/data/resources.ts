/**
 * The console's resources, named as the spec's URLs name them (/admin/demo-requests, ...), and
 * the API that serves each: its list path under /api and its name in the CSV export
 * (GET /api/admin/exports/{name}), null for a resource without one.
 */
export const API_ROOT = '/api';

export const RESOURCES = {
  'demo-requests': { path: 'demo-submissions', exportName: 'demo-submissions' },
  'purchase-requests': { path: 'purchase-requests', exportName: 'purchase-requests' },
  users: { path: 'admin/users', exportName: 'users' },
  companies: { path: 'admin/companies', exportName: null },
  payments: { path: 'admin/payments', exportName: 'payments' },
  products: { path: 'admin/products', exportName: 'products' },
  arms: { path: 'admin/arms', exportName: 'arms' },
  plans: { path: 'admin/plans', exportName: 'plans' },
  'api-keys': { path: 'admin/api-keys', exportName: null },
  'webhook-endpoints': { path: 'admin/webhook-endpoints', exportName: null },
} as const;

export type ResourceName = keyof typeof RESOURCES;

export function isResourceName(name: string): name is ResourceName {
  return Object.prototype.hasOwnProperty.call(RESOURCES, name);
}

function resourceOf(name: string) {
  if (!isResourceName(name)) throw new Error(`Unknown resource ${name}`);
  return RESOURCES[name];
}

/** 'users' -> 'admin/users': the path ra-data-simple-rest appends to API_ROOT. */
export const apiPathOf = (resource: string): string => resourceOf(resource).path;

type ExportName = NonNullable<(typeof RESOURCES)[ResourceName]['exportName']>;

/** Whether the resource's list has a CSV export. */
export const isExportable = (resource: string): boolean => isResourceName(resource) && RESOURCES[resource].exportName !== null;

/** 'demo-requests' -> 'demo-submissions': its name in GET /api/admin/exports/{name}. */
export function exportNameOf(resource: string): ExportName {
  const { exportName } = resourceOf(resource);
  if (exportName === null) throw new Error(`No CSV export of ${resource}`);
  return exportName;
}
