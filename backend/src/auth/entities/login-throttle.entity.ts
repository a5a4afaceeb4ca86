import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Failed sign-ins per e-mail address, whether or not an account has it: locking only real
 * accounts would tell an attacker which addresses exist.
 */
@Entity({ tableName: 'login_throttles' })
export class LoginThrottle {
  [OptionalProps]?: 'failures';

  @PrimaryKey({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'integer' })
  failures: number = 0;

  @Property({ type: 'datetime', nullable: true })
  lockedUntil?: Date | null;

  @Property({ type: 'datetime' })
  lastFailureAt!: Date;
}
