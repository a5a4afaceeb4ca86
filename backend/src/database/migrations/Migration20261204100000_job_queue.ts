import { Migration } from '@mikro-orm/migrations';
import { getConstructionPlans } from 'pg-boss';
import { JOB_QUEUE_SCHEMA } from '../../common/queue/job-queue';

/**
 * The job queue's schema (pg-boss's own tables, at the installed version), made with the app's
 * schema so a new database (and the tests' template) starts with it; pg-boss migrates it itself
 * when a later version starts.
 */
export class Migration20261204100000_job_queue extends Migration {
  override async up(): Promise<void> {
    // The plans wrap themselves in BEGIN … COMMIT; the migration's own transaction holds them instead.
    const plans = getConstructionPlans(JOB_QUEUE_SCHEMA).trim();
    this.addSql(plans.replace(/^BEGIN;/, '').replace(/COMMIT;$/, ''));
  }

  override async down(): Promise<void> {
    this.addSql(`drop schema if exists "${JOB_QUEUE_SCHEMA}" cascade;`);
  }
}
