import type { DemoSubmission } from './entities/demo-submission.entity';

/** A visitor booked a demo (raised in the transaction that stored it). */
export class DemoRequested {
  constructor(readonly demo: DemoSubmission) {}
}
