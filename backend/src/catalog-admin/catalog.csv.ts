import { type CsvColumn, fieldColumns, usdCell } from '../common/csv/csv';
import type { AdminArmResponse, AdminProductResponse } from './dto/catalog-admin.responses';

/** The arm list as a CSV export. */
export const ARM_CSV_COLUMNS: CsvColumn<AdminArmResponse>[] = fieldColumns(
  'id',
  'name',
  'slug',
  'title',
  'description',
  'icon',
  'color',
  'position',
  'productCount',
  'createdAt',
  'updatedAt',
);

/** The product list as a CSV export (prices in US dollars; none when Quote Required). */
export const PRODUCT_CSV_COLUMNS: CsvColumn<AdminProductResponse>[] = [
  ...fieldColumns<AdminProductResponse>('id', 'name', 'armId'),
  { header: 'arm', value: (product) => product.arm.name },
  { header: 'setupUsd', value: (product) => usdCell(product.setupCents) },
  { header: 'monthlyUsd', value: (product) => usdCell(product.monthlyCents) },
  ...fieldColumns<AdminProductResponse>('quoteRequired', 'popular', 'archived', 'position'),
  { header: 'features', value: (product) => product.features.join('; ') },
  ...fieldColumns<AdminProductResponse>('createdAt', 'updatedAt'),
];
