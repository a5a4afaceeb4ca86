import { CARD_FEATURE_COUNT, NAME_MAX, PRODUCT_PRICE_MAX_CENTS, TEXT_MAX } from '@voosh/shared';
import type { ReactElement } from 'react';
import {
  BooleanInput,
  maxLength,
  NumberInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextArrayInput,
  TextInput,
  type ToolbarProps,
} from 'react-admin';
import { AmountInput } from '../common/AmountInput';

export const PRODUCT_FORM_TEXTS = {
  bothPrices: 'Set both prices, or leave both empty for Quote Required',
  pricesHelp: 'Leave both prices empty for Quote Required',
  featuresHelp: `Short selling points; cards show the first ${CARD_FEATURE_COUNT}`,
} as const;

const PRICE_FIELDS = [
  { source: 'setupCents', label: 'Setup price (USD)' },
  { source: 'monthlyCents', label: 'Monthly price (USD)' },
] as const;

interface PriceValues {
  setupCents?: number | null;
  monthlyCents?: number | null;
}

const blank = (value: unknown) => value === null || value === undefined || value === '';

/** Both prices or neither (neither means Quote Required). */
export function validatePrices(values: PriceValues): Record<string, string> {
  return blank(values.setupCents) === blank(values.monthlyCents)
    ? {}
    : { [blank(values.setupCents) ? 'setupCents' : 'monthlyCents']: PRODUCT_FORM_TEXTS.bothPrices };
}

/** The body the API takes: prices null for Quote Required, features a list. */
export function productBody<T extends PriceValues & { features?: string[] | null }>(values: T): T {
  return {
    ...values,
    setupCents: blank(values.setupCents) ? null : values.setupCents,
    monthlyCents: blank(values.monthlyCents) ? null : values.monthlyCents,
    features: values.features ?? [],
  };
}

/** The fields of a product, for its create and edit pages (`archived` on the edit page only). */
export function ProductForm({ toolbar, edit = false }: { toolbar?: ReactElement<ToolbarProps>; edit?: boolean }) {
  return (
    <SimpleForm toolbar={toolbar} validate={validatePrices} noValidate>
      <ReferenceInput source="armId" reference="arms" sort={{ field: 'position', order: 'ASC' }}>
        <SelectInput label="Arm" optionText="name" validate={required()} />
      </ReferenceInput>
      <TextInput source="name" label="Name" validate={[required(), maxLength(NAME_MAX)]} />
      <TextInput source="description" label="Description" validate={[required(), maxLength(TEXT_MAX)]} multiline minRows={3} fullWidth />
      {PRICE_FIELDS.map(({ source, label }) => (
        <AmountInput
          key={source}
          source={source}
          unit="cents"
          minCents={0}
          maxCents={PRODUCT_PRICE_MAX_CENTS}
          label={label}
          helperText={PRODUCT_FORM_TEXTS.pricesHelp}
        />
      ))}
      <TextArrayInput source="features" label="Features" helperText={PRODUCT_FORM_TEXTS.featuresHelp} fullWidth />
      <TextArrayInput source="includes" label="Includes" helperText="For packages: the products bundled" fullWidth />
      <BooleanInput source="popular" label="Best Seller" />
      <NumberInput source="position" label="Position" min={0} step={1} helperText="Display order, ascending" />
      {edit && <BooleanInput source="archived" label="Archived (hidden from the storefront and removed from carts)" />}
    </SimpleForm>
  );
}
