import { allProducts } from '@voosh/shared';
import { Product } from '../../src/catalog/entities/product.entity';
import type { TestApp } from './test-app';

/** Catalogue products the cart and purchase-request tests use. */
export const SNAPFORM = { name: 'SnapForm', setupCents: 25000, monthlyCents: 12500 };
export const HIREWIRE = { name: 'HireWire', setupCents: 40000, monthlyCents: 17500 };
/** The vendor's bank account as the bank-transfer tests set it (no routing code, so its line is left out). */
export const TEST_BANK_DETAILS = {
  bank: 'National Commercial Bank',
  accountName: 'VOOSH Ltd',
  accountNumber: 'JM12 3456 7890',
  swift: 'JNCBJMKX',
  routing: '',
  instructions: 'Use the invoice number as the reference',
};
export const QUOTE_PRODUCT = allProducts().find((product) => product.setupCents === null)!.name;

/** Sets a product's archived state directly in the database (catalogue admin is another module). */
export async function setArchived(t: TestApp, name: string, archived: boolean): Promise<void> {
  await t.em().nativeUpdate(Product, { name }, { archivedAt: archived ? new Date() : null });
}

/** Adds a product to a customer's cart over HTTP and answers the line. */
export async function addToCart(t: TestApp, auth: Record<string, string>, productName: string, quantity = 1) {
  const { body } = await t.http.post('/api/cart').set(auth).send({ productName, quantity, price: '0' }).expect(201);
  return body as { id: number; productName: string; quantity: number };
}
