import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export const CODE_PURPOSES = ['verify_email', 'reset_password'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** A 6-digit code sent by e-mail; only its hash is kept. */
@Entity({ tableName: 'email_codes' })
@Index({ properties: ['email', 'purpose', 'createdAt'] })
export class EmailCode {
  [OptionalProps]?: 'attempts' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'string', length: 32 })
  purpose!: CodePurpose;

  /** HMAC-SHA256 of the code with the server secret. */
  @Property({ type: 'string', length: 64 })
  codeHash!: string;

  @Property({ type: 'integer' })
  attempts: number = 0;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  /** Set when /verify-email accepted the code before the account existed (sign-up order). */
  @Property({ type: 'datetime', nullable: true })
  verifiedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  consumedAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
