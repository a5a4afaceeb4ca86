import { AS_ANSWERED, csvColumns, usdCell } from '../common/csv/csv';
import type { AdminArmResponse, AdminProductResponse } from './dto/catalog-admin.responses';

/** The arm list as a CSV export. */
export const ARM_CSV_COLUMNS = csvColumns<AdminArmResponse>({
  id: AS_ANSWERED,
  name: AS_ANSWERED,
  slug: AS_ANSWERED,
  title: AS_ANSWERED,
  description: AS_ANSWERED,
  icon: AS_ANSWERED,
  color: AS_ANSWERED,
  position: AS_ANSWERED,
  productCount: AS_ANSWERED,
  createdAt: AS_ANSWERED,
  updatedAt: AS_ANSWERED,
  // Not exported: the arm's internal key.
  key: [],
});

/** The product list as a CSV export (prices in US dollars; none when Quote Required). */
export const PRODUCT_CSV_COLUMNS = csvColumns<AdminProductResponse>({
  id: AS_ANSWERED,
  name: AS_ANSWERED,
  armId: AS_ANSWERED,
  arm: [{ header: 'arm', value: (product) => product.arm.name }],
  setupCents: [{ header: 'setupUsd', value: (product) => usdCell(product.setupCents) }],
  monthlyCents: [{ header: 'monthlyUsd', value: (product) => usdCell(product.monthlyCents) }],
  quoteRequired: AS_ANSWERED,
  popular: AS_ANSWERED,
  archived: AS_ANSWERED,
  position: AS_ANSWERED,
  features: [{ header: 'features', value: (product) => product.features.join('; ') }],
  createdAt: AS_ANSWERED,
  updatedAt: AS_ANSWERED,
  // Not exported: the address, long texts and what follows from the prices or the archive flag.
  slug: [],
  description: [],
  includes: [],
  pricing: [],
  archivedAt: [],
});
