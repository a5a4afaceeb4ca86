import type { PurchaseRequestStatus } from '@voosh/shared';
import { Product } from '../../src/catalog/entities/product.entity';
import { PurchaseRequestItem } from '../../src/purchase-requests/entities/purchase-request-item.entity';
import { PurchaseRequest } from '../../src/purchase-requests/entities/purchase-request.entity';
import { User } from '../../src/users/entities/user.entity';
import { SNAPFORM } from './commerce';
import type { TestApp } from './test-app';

export interface ItemRow {
  productId?: number;
  productName: string;
  armName: string;
  quantity: number;
  unitSetupCents: number;
  unitMonthlyCents: number;
}

/** An item row of SnapForm (VOOSHDesk) at its catalogue prices. */
export const snapFormItem = (quantity = 1): ItemRow => ({
  productName: SNAPFORM.name,
  armName: 'VOOSHDesk',
  quantity,
  unitSetupCents: SNAPFORM.setupCents,
  unitMonthlyCents: SNAPFORM.monthlyCents,
});

/**
 * A purchase request with its item rows, written straight through MikroORM (not the purchase
 * request endpoints): totals as the server computes them, setup total + one month of monthly.
 */
export async function insertPurchaseRequest(
  t: TestApp,
  user: User,
  {
    status = 'submitted',
    createdAt = new Date(),
    adminAdjustedCents = null,
    items,
  }: { status?: PurchaseRequestStatus; createdAt?: Date; adminAdjustedCents?: number | null; items: ItemRow[] },
): Promise<PurchaseRequest> {
  const em = t.em();
  const setupCents = items.reduce((sum, item) => sum + item.quantity * item.unitSetupCents, 0);
  const monthlyCents = items.reduce((sum, item) => sum + item.quantity * item.unitMonthlyCents, 0);
  const request = em.create(PurchaseRequest, {
    user: em.getReference(User, user.id),
    status,
    source: 'cart',
    setupCents,
    monthlyCents,
    totalCents: setupCents + monthlyCents,
    adminAdjustedCents,
    createdAt,
  });
  for (const { productId, ...item } of items) {
    em.create(PurchaseRequestItem, { ...item, request, product: productId ? em.getReference(Product, productId) : null });
  }
  await em.flush();
  return request;
}
