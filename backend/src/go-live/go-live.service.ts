import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { GO_LIVE_ITEMS, type GoLiveItem } from '@voosh/shared';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { SettingsService } from '../settings/settings.service';
import type { User } from '../users/entities/user.entity';
import type { GoLiveResponse } from './dto/go-live.response';
import { GoLiveDismissal } from './entities/go-live-dismissal.entity';
import { goLiveDone } from './go-live-checks';

/** The go-live checklist: each item's state computed at each read, dismissals kept (who and when) so a dismissed item stays hidden. */
@Injectable()
export class GoLiveService {
  private readonly logger = new Logger('GoLive');

  constructor(
    private readonly em: EntityManager,
    private readonly settings: SettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async checklist(): Promise<GoLiveResponse> {
    const [settings, dismissals] = await Promise.all([this.settings.latest(), this.em.fork().find(GoLiveDismissal, {})]);
    const done = goLiveDone(this.config, settings);
    const dismissed = new Set(dismissals.map((dismissal) => dismissal.item));
    return { items: GO_LIVE_ITEMS.map((item) => ({ item, done: done[item], dismissed: dismissed.has(item) })) };
  }

  /** Hides `item` for every admin from now on; dismissing it again keeps the first dismissal. */
  async dismiss(admin: User, item: GoLiveItem): Promise<GoLiveResponse> {
    await this.em
      .fork()
      .upsert(
        GoLiveDismissal,
        { item, dismissedBy: admin.id, dismissedByEmail: admin.email },
        { onConflictFields: ['item'], onConflictAction: 'ignore' },
      );
    this.logger.log(`Go-live item ${item} dismissed by user ${admin.id}`);
    return this.checklist();
  }
}
