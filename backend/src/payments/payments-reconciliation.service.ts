import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { claimJobPeriod } from '../settings/job-runs';
import { Payment } from './entities/payment.entity';
import type { ReconcileResponse } from './dto/payment.responses';
import { OpenIntentsService } from './open-intents.service';
import { PaymentRecorder } from './payment-recorder.service';
import { StripeGateway } from './stripe-gateway';
import { Traced } from '../common/telemetry/traced';
import { Metrics } from '../common/metrics/metrics';

export const RECONCILE_JOB = 'payments-reconcile';
export const RECONCILE_EVERY_MS = 15 * 60_000;
/** Card payments younger than this are left to their webhook on the scheduled run. */
const SETTLE_MS = 10 * 60_000;
/** Open attempts older than this are no longer asked about. */
const GIVE_UP_MS = 30 * 24 * 3_600_000;
const BATCH = 100;

/**
 * Asks Stripe about card payments still open here (pending, or failed and retryable) and applies
 * their outcome, so a lost webhook never leaves a paid request unpaid; and cancels at Stripe the
 * intents of payments canceled here that Stripe may still hold open (`stripeCancelPending`, a
 * cancel that failed after its commit), holding for review any success found there instead. The schedule claims its
 * period in `job_runs` atomically, so across instances it runs once per period.
 */
@Injectable()
export class PaymentsReconciliationService {
  private readonly logger = new Logger('PaymentsReconciliation');

  constructor(
    private readonly em: EntityManager,
    private readonly stripe: StripeGateway,
    private readonly recorder: PaymentRecorder,
    private readonly openIntents: OpenIntentsService,
    private readonly metrics: Metrics,
  ) {}

  /** The admin action: every open card payment, now. */
  reconcile(): Promise<ReconcileResponse> {
    this.stripe.assertEnabled();
    return this.run(new Date());
  }

  @Interval(RECONCILE_JOB, RECONCILE_EVERY_MS)
  @Traced(`scheduled ${RECONCILE_JOB}`)
  async scheduled(): Promise<ReconcileResponse | null> {
    if (!this.stripe.enabled || !(await this.claimPeriod())) return null;
    try {
      return await this.run(new Date(Date.now() - SETTLE_MS));
    } catch (error) {
      this.logger.error({ err: error }, 'Payment reconciliation failed');
      return null;
    }
  }

  /** True for the one caller (of any instance) that starts this period's run. */
  claimPeriod(): Promise<boolean> {
    return claimJobPeriod(this.em.fork(), RECONCILE_JOB, RECONCILE_EVERY_MS - 1000);
  }

  private async run(createdBefore: Date): Promise<ReconcileResponse> {
    let checked = 0;
    let updated = 0;
    for (let after = 0; ;) {
      const open = await this.em.fork().find(
        Payment,
        {
          id: { $gt: after },
          method: 'card',
          $or: [{ status: { $in: ['pending', 'failed'] } }, { stripeCancelPending: true }],
          stripePaymentIntentId: { $ne: null },
          createdAt: { $lte: createdBefore, $gte: new Date(Date.now() - GIVE_UP_MS) },
        },
        { orderBy: { id: 'asc' }, limit: BATCH, fields: ['id', 'stripePaymentIntentId', 'stripeCancelPending'] },
      );
      for (const { id, stripePaymentIntentId, stripeCancelPending } of open) {
        checked += 1;
        const outcome = stripeCancelPending
          ? (await this.openIntents.settleCanceled(id))
            ? 'updated'
            : 'unchanged'
          : await this.settle(id, stripePaymentIntentId!);
        this.metrics.reconciliationOutcomes.inc({ kind: 'payment', outcome });
        if (outcome === 'updated') updated += 1;
      }
      if (open.length < BATCH) break;
      after = open[open.length - 1]!.id;
    }
    return { checked, updated };
  }

  /** One payment: a failure to reach Stripe is logged and the run goes on. */
  private async settle(id: number, intentId: string): Promise<'updated' | 'unchanged' | 'failed'> {
    try {
      const intent = await this.stripe.retrieveIntent(intentId);
      const changed = await this.em
        .fork()
        .transactional(async (em) => this.recorder.applyIntent(em, await this.recorder.lock(em, { id }), intent));
      return changed ? 'updated' : 'unchanged';
    } catch (error) {
      this.logger.warn(`Payment ${id} not reconciled: ${error instanceof Error ? error.message : String(error)}`);
      return 'failed';
    }
  }
}
