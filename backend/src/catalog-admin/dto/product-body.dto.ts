import { NAME_MAX, TEXT_MAX } from '@voosh/shared';
import { ReadOnlyEchoes } from '../../common/http/representation';
import { ArmId, CentsOrNull, Flag, Position, Text, TextList } from './fields';

export const MAX_FEATURES = 8;
const FEATURE_MAX = 200;
const MAX_INCLUDES = 50;

/** The fields of a product; `optional` makes the partial body of PUT. */
function productBody(optional: boolean) {
  class ProductBody {
    @ArmId({ optional })
    armId!: number;

    @Text({ label: 'Product name', max: NAME_MAX, optional, example: 'SnapForm', description: 'Unique across the catalogue' })
    name!: string;

    @Text({ label: 'Description', max: TEXT_MAX, optional })
    description!: string;

    @CentsOrNull({
      optional,
      example: 25000,
      description: 'One-time setup price in US cents; null with monthlyCents null means Quote Required',
    })
    setupCents!: number | null;

    @CentsOrNull({ optional, example: 12500, description: 'Monthly price in US cents; null with setupCents null means Quote Required' })
    monthlyCents!: number | null;

    @TextList({
      label: 'features',
      maxItems: MAX_FEATURES,
      maxLength: FEATURE_MAX,
      optional,
      description: 'Short selling points; cards show the first 3',
    })
    features!: string[];

    @TextList({
      label: 'includes',
      maxItems: MAX_INCLUDES,
      maxLength: NAME_MAX,
      nullable: true,
      optional: true,
      description: 'For packages: the products bundled',
    })
    includes?: string[] | null;

    @Flag({ label: 'popular', description: "Shown with a 'Best Seller' badge" })
    popular?: boolean;

    @Position()
    position?: number;
  }
  return ProductBody;
}

export class CreateProductDto extends productBody(false) {}

/** What a PUT may echo from the GET answer, unchanged (see ReadOnlyEchoes). */
export const PRODUCT_READ_ONLY = ['id', 'slug', 'pricing', 'quoteRequired', 'arm', 'archivedAt', 'createdAt', 'updatedAt'] as const;

@ReadOnlyEchoes(PRODUCT_READ_ONLY, { changing: ['updatedAt'] })
export class UpdateProductDto extends productBody(true) {
  @Flag({ label: 'archived', description: 'true archives (hides from the storefront), false restores' })
  archived?: boolean;
}
