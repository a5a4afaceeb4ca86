import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { PROFILE_MAX, Role, TAX_IDENTITY_MAX } from '@voosh/shared';

/** An account: e-mail, role, the seven profile fields and what sign-in needs. */
@Entity({ tableName: 'users' })
export class User {
  [OptionalProps]?:
    | 'role'
    | 'isActive'
    | 'emailVerified'
    | 'tokenVersion'
    | 'erasedAt'
    | 'termsVersion'
    | 'termsAcceptedAt'
    | 'billingCountry'
    | 'billingRegion'
    | 'taxId'
    | 'taxExemptReason'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Always stored lowercased and trimmed. */
  @Property({ type: 'string', length: 254, unique: true })
  email!: string;

  /** argon2id; null for an account that only signs in with Google. */
  @Property({ type: 'string', length: 255, nullable: true, hidden: true })
  passwordHash?: string | null;

  @Property({ type: 'string', length: 64, nullable: true, unique: true, hidden: true })
  googleId?: string | null;

  @Property({ type: 'string', length: 16 })
  @Index()
  role: Role = Role.Customer;

  @Index()
  @Property({ type: 'boolean' })
  isActive: boolean = true;

  @Property({ type: 'boolean' })
  emailVerified: boolean = false;

  /** Bumped by logout-everywhere, deactivation and password changes: older tokens stop working. */
  @Property({ type: 'integer' })
  tokenVersion: number = 0;

  @Index()
  @Property({ type: 'string', length: PROFILE_MAX.firstName, nullable: true })
  firstName?: string | null;

  @Index()
  @Property({ type: 'string', length: PROFILE_MAX.lastName, nullable: true })
  lastName?: string | null;

  @Index()
  @Property({ type: 'string', length: PROFILE_MAX.company, nullable: true })
  company?: string | null;

  @Property({ type: 'string', length: PROFILE_MAX.phone, nullable: true })
  phone?: string | null;

  @Property({ type: 'string', length: PROFILE_MAX.industry, nullable: true })
  industry?: string | null;

  @Property({ type: 'string', length: PROFILE_MAX.companySize, nullable: true })
  companySize?: string | null;

  @Property({ type: 'string', length: PROFILE_MAX.currentTools, nullable: true })
  currentTools?: string | null;

  @Property({ type: 'string', length: 2048, nullable: true })
  profilePicture?: string | null;

  /** Where the customer is billed (ISO 3166 code), which decides the tax; null while not given (the vendor's country is assumed). */
  @Property({ type: 'string', length: 2, nullable: true })
  billingCountry: string | null = null;

  /** A region of the billing country whose tax rate differs (a state, a province). */
  @Property({ type: 'string', length: TAX_IDENTITY_MAX.billingRegion, nullable: true })
  billingRegion: string | null = null;

  /** A business's tax ID (TRN, VAT number, EIN) in its country's format, as printed on documents. */
  @Property({ type: 'string', length: TAX_IDENTITY_MAX.taxId, nullable: true })
  taxId: string | null = null;

  /** Why staff exempted the account from tax; null when it is not exempt. */
  @Property({ type: 'string', length: TAX_IDENTITY_MAX.taxExemptReason, nullable: true })
  taxExemptReason: string | null = null;

  /** The version of the terms and privacy policy its holder accepted at sign-up (POLICIES_VERSION then), and when; null for an account staff made. */
  @Property({ type: 'string', length: 20, nullable: true })
  termsVersion: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  termsAcceptedAt: Date | null = null;

  /** When the account was erased (its holder's data replaced; the records the law keeps stay); null for a live one. */
  @Property({ type: 'datetime', nullable: true })
  erasedAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
