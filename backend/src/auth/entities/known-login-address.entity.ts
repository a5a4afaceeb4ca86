import { PrimaryKeyProp } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * A client address's latest successful sign-in to an e-mail's account, when REDIS_URL is not
 * set: for LOGIN_KNOWN_ADDRESS_MS other addresses' failures never delay it. Purged after that.
 */
@Entity({ tableName: 'known_login_addresses' })
export class KnownLoginAddress {
  [PrimaryKeyProp]?: ['email', 'address'];

  @PrimaryKey({ type: 'string', length: 254 })
  email!: string;

  @PrimaryKey({ type: 'string', length: 64 })
  address!: string;

  @Index()
  @Property({ type: 'datetime' })
  signedInAt!: Date;
}
