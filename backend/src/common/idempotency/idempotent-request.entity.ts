import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * A POST sent with an Idempotency-Key, per caller (`user:<id>` or `key:<id>`): the route and the
 * SHA-256 of its body, then its answer once it succeeded (null while it runs). Kept for
 * IDEMPOTENCY_KEY_HOURS.
 */
@Entity({ tableName: 'idempotent_requests' })
@Index({ properties: ['createdAt'] })
export class IdempotentRequest {
  @PrimaryKey({ type: 'string', length: 40 })
  caller!: string;

  @PrimaryKey({ type: 'string', length: 100 })
  key!: string;

  @Property({ type: 'string', length: 300 })
  route!: string;

  @Property({ type: 'string', length: 64 })
  bodyHash!: string;

  @Property({ type: 'integer', nullable: true })
  statusCode: number | null = null;

  @Property({ type: 'json', nullable: true })
  response: unknown = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
