import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** When a scheduled job last ran, so several instances run it once per period. */
@Entity({ tableName: 'job_runs' })
export class JobRun {
  @PrimaryKey({ type: 'string', length: 50 })
  name!: string;

  @Property({ type: 'datetime' })
  lastRunAt!: Date;
}
