import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { addDays, DATA_EXPORT_TEXTS, DATA_EXPORT_VALID_DAYS, isoDay } from '@voosh/shared';
import { zipSync } from 'fflate';
import { AuditLog } from '../audit/audit-log.service';
import type { SessionClaims } from '../auth/token.service';
import { ApiError, notFound } from '../common/http/api-error';
import { JobQueue } from '../common/queue/job-queue';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { dataExportReadyMail } from '../mail/templates';
import { User } from '../users/entities/user.entity';
import { DataExportContentsService } from './data-export-contents.service';
import type { DataExportResponse } from './dto/data-export.response';
import { DataExport } from './entities/data-export.entity';
import { DATA_EXPORT_QUEUE, type DataExportJob } from './data-export-queue';
import { dataExportResponse } from './privacy.mapper';
import { PRIVACY_MESSAGES } from './privacy.messages';

/** The ZIP to download: its file name and bytes. */
export interface DataExportArchive {
  fileName: string;
  bytes: Buffer;
}

/**
 * Copies of customers' data: asked for by the customer (or by an admin for them, audited), built
 * by a job on the queue (once, on whichever instance takes it; retried if it fails), e-mailed as a
 * link to the storefront's page when ready, and downloaded from there by the signed-in owner once
 * per sign-in session, until it expires (DATA_EXPORT_VALID_DAYS). An admin downloads the ones an
 * admin produced, to send them on as the customer asked.
 */
@Injectable()
export class DataExportsService implements OnApplicationBootstrap {
  private readonly logger = new Logger('DataExports');

  constructor(
    private readonly em: EntityManager,
    private readonly queue: JobQueue,
    private readonly contents: DataExportContentsService,
    private readonly mail: MailService,
    private readonly audit: AuditLog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.define(DATA_EXPORT_QUEUE);
    await this.queue.work<DataExportJob>(DATA_EXPORT_QUEUE.name, ({ exportId }) => this.build(exportId));
  }

  /** The customer asks for a copy of their data; while one is being built, that one is the answer. */
  async requestOwn(customer: User): Promise<DataExportResponse> {
    const building = await this.em.fork().findOne(DataExport, { user: customer.id, requestedBy: null, status: 'building' });
    return building ? dataExportResponse(building) : this.request(customer.id, null);
  }

  /** An admin produces a copy of a customer's data (a request that came by post or e-mail). */
  async requestFor(admin: User, userId: number): Promise<DataExportResponse> {
    return this.request(userId, admin);
  }

  private async request(userId: number, admin: User | null): Promise<DataExportResponse> {
    const made = await this.em.fork().transactional(async (em) => {
      const user = await em.findOne(User, userId);
      if (!user) throw notFound(PRIVACY_MESSAGES.userNotFound);
      const dataExport = em.create(DataExport, { id: randomUUID(), user, requestedBy: admin });
      if (admin) {
        this.audit.record(em, {
          actor: admin,
          action: 'user.data_exported',
          subjectType: 'user',
          subjectId: user.id,
          details: { exportId: dataExport.id },
        });
      }
      await em.flush();
      await this.queue.send(em, DATA_EXPORT_QUEUE.name, { exportId: dataExport.id } satisfies DataExportJob);
      return dataExport;
    });
    return dataExportResponse(made);
  }

  /** The customer's own exports, newest first. */
  async listOwn(customer: User): Promise<DataExportResponse[]> {
    const exports = await this.em.fork().find(DataExport, { user: customer.id, requestedBy: null }, { orderBy: { createdAt: 'desc' } });
    return exports.map((made) => dataExportResponse(made));
  }

  /** The exports admins produced of a user's data, newest first. */
  async listProducedFor(userId: number): Promise<DataExportResponse[]> {
    const exports = await this.em.fork().find(DataExport, { user: userId, requestedBy: { $ne: null } }, { orderBy: { createdAt: 'desc' } });
    return exports.map((made) => dataExportResponse(made));
  }

  /** One of the customer's own exports (404 for another's or an admin's). */
  async getOwn(customer: User, id: string): Promise<DataExportResponse> {
    return dataExportResponse(await this.own(this.em.fork(), customer, id));
  }

  /** The ZIP of one of the customer's exports, once per sign-in session, until it expires. */
  async downloadOwn(customer: User, session: SessionClaims, id: string): Promise<DataExportArchive> {
    return this.em.fork().transactional(async (em) => {
      const made = await this.own(em, customer, id);
      const archive = await this.archiveOf(em, made);
      const first = await em.execute<{ export_id: string }[]>(
        'insert into data_export_downloads (export_id, session_id, downloaded_at) values (?, ?, now()) on conflict do nothing returning export_id',
        [made.id, session.jti],
      );
      if (!first.length) throw new ApiError(HttpStatus.GONE, DATA_EXPORT_TEXTS.downloadedThisSession, { type: 'downloaded_this_session' });
      return archive;
    });
  }

  /** The ZIP of an export an admin produced, for an admin to send on. */
  async downloadForAdmin(id: string): Promise<DataExportArchive> {
    const em = this.em.fork();
    const made = isUuid(id) ? await em.findOne(DataExport, { id, requestedBy: { $ne: null } }) : null;
    if (!made) throw notFound(PRIVACY_MESSAGES.exportNotFound);
    return this.archiveOf(em, made);
  }

  /**
   * Builds an export's ZIP and mails its link (the job). One that cannot be built is marked failed
   * (its page says so, and the customer asks again) rather than tried for ever.
   */
  async build(exportId: string): Promise<void> {
    const em = this.em.fork();
    const made = await em.findOne(DataExport, exportId, { populate: ['user', 'requestedBy'] });
    if (!made || made.status !== 'building') return;
    try {
      await this.buildArchive(em, made);
    } catch (error) {
      this.logger.error({ err: error }, `Data export ${made.id} of user ${made.user.id} failed`);
      await this.em.fork().nativeUpdate(DataExport, { id: made.id, status: 'building' }, { status: 'failed' });
    }
  }

  private async buildArchive(em: EntityManager, made: DataExport): Promise<void> {
    const files = await this.contents.filesOf(em, made.user);
    const archive = Buffer.from(zipSync(Object.fromEntries(files), { level: 6, mtime: new Date() }));
    const readyAt = new Date();
    await em.transactional(async (tx) => {
      await tx.nativeUpdate(
        DataExport,
        { id: made.id, status: 'building' },
        {
          status: 'ready',
          archive,
          sizeBytes: archive.length,
          readyAt,
          expiresAt: addDays(readyAt, DATA_EXPORT_VALID_DAYS),
        },
      );
      const to = made.requestedBy?.email ?? made.user.email;
      await this.mail.enqueue(tx, dataExportReadyMail(to, made.user.email, this.pageUrl(made), made.requestedBy !== null));
    });
    this.logger.log(`Data export ${made.id} of user ${made.user.id} ready: ${files.size} files, ${archive.length} bytes`);
  }

  private pageUrl(made: DataExport): string {
    return made.requestedBy
      ? `${this.config.appUrl}/admin/users/${made.user.id}`
      : `${this.config.appUrl}/customer/profile/data-exports/${made.id}`;
  }

  private async own(em: EntityManager, customer: User, id: string): Promise<DataExport> {
    const made = isUuid(id) ? await em.findOne(DataExport, { id, user: customer.id, requestedBy: null }) : null;
    if (!made) throw notFound(PRIVACY_MESSAGES.exportNotFound);
    return made;
  }

  private async archiveOf(em: EntityManager, made: DataExport): Promise<DataExportArchive> {
    if (made.status !== 'ready') {
      throw new ApiError(HttpStatus.CONFLICT, made.status === 'failed' ? DATA_EXPORT_TEXTS.failed : DATA_EXPORT_TEXTS.building, {
        type: made.status,
      });
    }
    if (made.expiresAt!.getTime() <= Date.now()) throw new ApiError(HttpStatus.GONE, DATA_EXPORT_TEXTS.expired, { type: 'expired' });
    await em.populate(made, ['archive']);
    return { fileName: `voosh-data-${isoDay(made.createdAt)}.zip`, bytes: made.archive! };
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const isUuid = (id: string) => UUID.test(id);
