import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { COMPANY_MAX, type DemoStatus } from '@voosh/shared';

/** A demo or consultation request from the public site. */
@Entity({ tableName: 'demo_submissions' })
@Index({ properties: ['status', 'createdAt'] })
export class DemoSubmission {
  [OptionalProps]?: 'status' | 'adminNotes' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Index()
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Index()
  @Property({ type: 'string', length: 254 })
  email!: string;

  @Index()
  @Property({ type: 'string', length: COMPANY_MAX })
  company!: string;

  @Property({ type: 'string', length: 30, nullable: true })
  problemArea!: string | null;

  @Index()
  @Property({ type: 'string', length: 30, nullable: true })
  budget!: string | null;

  @Index()
  @Property({ type: 'string', length: 30, nullable: true })
  meetingTime!: string | null;

  @Property({ type: 'text', nullable: true })
  details!: string | null;

  @Property({ type: 'text', nullable: true })
  message!: string | null;

  @Property({ type: 'string', length: 20 })
  status: DemoStatus = 'pending';

  @Property({ type: 'text', nullable: true })
  adminNotes: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  @Index()
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
