import { centsToDollars, dollarsToCents } from '@voosh/shared';
import { useMemo } from 'react';
import { NumberInput, required as requiredValidator, type NumberInputProps, type Validator } from 'react-admin';
import { AMOUNT_STEP, amountError, dollarsOf, hasWholeCents, type AmountRange, AMOUNT_TEXTS } from './amounts';

export interface AmountInputProps extends Omit<NumberInputProps, 'step' | 'min' | 'max' | 'format' | 'parse' | 'validate'>, AmountRange {
  /**
   * How the form holds the amount: 'dollars' (the typed number, e.g. the adjusted amount the API
   * takes in dollars) or 'cents' (a record field in cents, such as a product's setupCents).
   */
  unit?: 'dollars' | 'cents';
  isRequired?: boolean;
}

const blank = (value: unknown) => value === null || value === undefined || value === '';

/** Typed dollars -> cents; an amount with fractions of a cent stays fractional, for the validator to refuse. */
function parseToCents(typed: string | number): number | null {
  const dollars = dollarsOf(typed);
  if (dollars === null) return null;
  if (Number.isNaN(dollars)) return Number.NaN;
  return hasWholeCents(dollars) ? dollarsToCents(dollars) : dollars * 100;
}

function parseToDollars(typed: string | number): number | null {
  return dollarsOf(typed);
}

const formatCents = (value: unknown) => (blank(value) ? '' : String(centsToDollars(Number(value))));
const formatDollars = (value: unknown) => (blank(value) ? '' : String(Number(value)));

/** The check of one value as the form holds it. */
export function validateAmount(unit: 'dollars' | 'cents', range: AmountRange): Validator {
  return (value: unknown) => {
    if (blank(value)) return undefined;
    const number = Number(value);
    if (unit === 'cents') {
      if (Number.isNaN(number)) return AMOUNT_TEXTS.notANumber;
      if (!Number.isInteger(number)) return AMOUNT_TEXTS.tooManyDecimals;
      return amountError(centsToDollars(number), range);
    }
    return amountError(number, range);
  };
}

/**
 * A dollar amount input: steps of 0.01, at most two decimals, within [minCents, maxCents]. Its
 * form should be `noValidate`, so that these checks (not the browser's) speak.
 */
export function AmountInput({ unit = 'dollars', minCents = 1, maxCents, isRequired = false, ...props }: AmountInputProps) {
  const validate = useMemo(() => {
    const checks = [validateAmount(unit, { minCents, maxCents })];
    return isRequired ? [requiredValidator(), ...checks] : checks;
  }, [unit, minCents, maxCents, isRequired]);
  return (
    <NumberInput
      {...props}
      step={AMOUNT_STEP}
      min={centsToDollars(minCents)}
      max={maxCents === undefined ? undefined : centsToDollars(maxCents)}
      format={unit === 'cents' ? formatCents : formatDollars}
      parse={unit === 'cents' ? parseToCents : parseToDollars}
      validate={validate}
    />
  );
}
