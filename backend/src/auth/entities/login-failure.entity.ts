import { PrimaryKeyProp } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * Failed sign-ins to one e-mail from one client address, or from every address not known to the
 * account (`address` '*'), and wrong passwords given again through one session (`session:<token
 * id>`, from every address): the counts that delay further tries when REDIS_URL is not set. Rows
 * idle for LOGIN_FAILURE_WINDOW_MS start over, and are purged.
 */
@Entity({ tableName: 'login_failures' })
export class LoginFailure {
  [PrimaryKeyProp]?: ['email', 'address'];

  @PrimaryKey({ type: 'string', length: 254 })
  email!: string;

  /** Long enough for an IPv6 address with its zone. */
  @PrimaryKey({ type: 'string', length: 64 })
  address!: string;

  @Property({ type: 'integer' })
  failures!: number;

  @Index()
  @Property({ type: 'datetime' })
  lastFailureAt!: Date;
}
