import { REFUND_REASON_MAX } from '@voosh/shared';
import { RequiredText } from '../../common/validation/fields';
import { OptionalCents } from './payment-fields';

/** A refund of part or all of what is left of a payment. */
export class RefundPaymentDto {
  @OptionalCents('US cents to refund; defaults to everything not yet refunded')
  amountCents?: number;

  @RequiredText({ max: REFUND_REASON_MAX, requiredMessage: 'reason is required', example: 'Customer cancelled before work started' })
  reason!: string;
}
