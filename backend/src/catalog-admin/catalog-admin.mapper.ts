import { armSummary, productResponse } from '../catalog/catalog.mapper';
import type { Arm } from '../catalog/entities/arm.entity';
import type { Product } from '../catalog/entities/product.entity';
import type { AdminArmResponse, AdminProductResponse } from './dto/catalog-admin.responses';

export const adminArmResponse = (arm: Arm, productCount: number): AdminArmResponse => ({
  ...armSummary(arm),
  key: arm.key,
  description: arm.description,
  icon: arm.icon,
  color: arm.color,
  position: arm.position,
  productCount,
  createdAt: arm.createdAt.toISOString(),
  updatedAt: arm.updatedAt.toISOString(),
});

/** Needs `product.arm` loaded. */
export const adminProductResponse = (product: Product): AdminProductResponse => ({
  ...productResponse(product, product.arm),
  armId: product.arm.id,
  position: product.position,
  archived: product.archivedAt !== null,
  archivedAt: product.archivedAt?.toISOString() ?? null,
  createdAt: product.createdAt.toISOString(),
  updatedAt: product.updatedAt.toISOString(),
});
