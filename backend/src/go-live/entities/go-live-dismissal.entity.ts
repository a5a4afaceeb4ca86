import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { GoLiveItem } from '@voosh/shared';
import { User } from '../../users/entities/user.entity';

/** An item of the go-live checklist an admin dismissed: hidden from then on, done or not; who and when are kept. */
@Entity({ tableName: 'go_live_dismissals' })
export class GoLiveDismissal {
  [OptionalProps]?: 'dismissedAt';

  @PrimaryKey({ type: 'string', length: 32 })
  item!: GoLiveItem;

  /** The admin who dismissed it (null should that account go; the address stays). */
  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  dismissedBy!: User | null;

  @Property({ type: 'string', length: 254 })
  dismissedByEmail!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  dismissedAt: Date = new Date();
}
