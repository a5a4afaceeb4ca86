import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { COMPANY_NAME_MAX } from '@voosh/shared';

/** A business buying from the vendor: its members (CompanyMember) act in its name. */
@Entity({ tableName: 'companies' })
export class Company {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: COMPANY_NAME_MAX })
  name!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
