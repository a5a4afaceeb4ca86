/**
 * How the console names the codes it shows: its lists and pages, and the CSV exports of those
 * lists, which write these labels rather than the codes. A code without a label reads as itself.
 */
import { PAYMENT_KIND_LABELS, PAYMENT_METHOD_LABELS, type PaymentMethod } from './payment-currency';
import { PAYMENT_REVIEW_REASON_LABELS, type PaymentReviewReason } from './payment-review';
import type { PaymentKind } from './payments';
import { PLAN_BILLING_LABELS, PLAN_STATUS_LABELS, type PlanBilling, type PlanStatus } from './plans';
import { statusLabel } from './purchase-request-status';

/** 'ADMIN' -> 'Admin', 'CUSTOMER' -> 'Customer'. */
export const roleLabel = (role: string): string => statusLabel(role.toLowerCase());

/** 'full' -> 'Full Payment'. */
export const paymentKindLabel = (kind: string): string => PAYMENT_KIND_LABELS[kind as PaymentKind] ?? kind;

/** 'bank_transfer' -> 'Bank transfer'. */
export const paymentMethodLabel = (method: string): string => PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;

/** Why a payment needs review, in words; empty for none. */
export const paymentReviewReasonLabel = (reason: string | null | undefined): string =>
  reason ? (PAYMENT_REVIEW_REASON_LABELS[reason as PaymentReviewReason] ?? reason) : '';

/** 'past_due' -> 'Past due'. */
export const planStatusLabel = (status: string): string => PLAN_STATUS_LABELS[status as PlanStatus] ?? status;

/** 'invoice' -> 'Monthly invoice'. */
export const planBillingLabel = (billing: string): string => PLAN_BILLING_LABELS[billing as PlanBilling] ?? billing;
