import { LockMode, type FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DEMO_INITIAL_STATUS, DEMO_STATUSES, isDemoStatus } from '@voosh/shared';
import { idAndTextWhere, ListQueryDto, ListSpec, type Page, parseListQuery, textFilter } from '../common/http/simple-rest';
import { badRequest } from '../common/http/api-error';
import { findOr404 } from '../common/http/find-or-404';
import { NotificationsService } from '../notifications/notifications.service';
import { DEMO_MESSAGES } from './demo.messages';
import type { CreateDemoSubmissionDto } from './dto/create-demo-submission.dto';
import { DemoSubmissionResponse, type DemoSubmittedResponse } from './dto/demo-submission.responses';
import type { UpdateDemoSubmissionDto } from './dto/update-demo-submission.dto';
import { DemoSubmission } from './entities/demo-submission.entity';

const DEMO_LIST: ListSpec<'id' | 'createdAt' | 'status'> = {
  sortable: { id: 'id', createdAt: 'createdAt', status: 'status' },
  defaultSort: ['createdAt', 'DESC'],
  filters: ['status', 'q'],
};

/** Demo requests: stored from the public form, followed up by admins. */
@Injectable()
export class DemoService {
  constructor(
    private readonly em: EntityManager,
    private readonly notifications: NotificationsService,
  ) {}

  /**
   * Stores the request as pending and queues the admin alert in the same transaction. A filled
   * honeypot gets the same answer (with a fresh id from the sequence) and nothing is stored.
   */
  async submit({ website, status: _status, ...form }: CreateDemoSubmissionDto): Promise<DemoSubmittedResponse> {
    if (website) return { success: true, id: await this.decoyId() };
    const demo = await this.em.fork().transactional(async (em) => {
      const demo = em.create(DemoSubmission, {
        name: form.name,
        email: form.email,
        company: form.company,
        problemArea: form.problemArea ?? null,
        budget: form.budget ?? null,
        meetingTime: form.meetingTime ?? null,
        details: form.details || null,
        message: form.message || form.details || null,
        status: DEMO_INITIAL_STATUS,
      });
      await em.flush();
      await this.notifications.demoRequested(em, demo);
      return demo;
    });
    this.notifications.flushed();
    return { success: true, id: demo.id };
  }

  async list(query: ListQueryDto): Promise<Page<DemoSubmissionResponse>> {
    const { orderBy, offset, limit, filter } = parseListQuery(query, DEMO_LIST);
    const status = textFilter(filter, 'status');
    if (status !== undefined && !isDemoStatus(status)) throw badRequest(`filter status must be one of ${DEMO_STATUSES.join(', ')}`);
    const where = idAndTextWhere(filter, ['name', 'email', 'company']);
    if (status) where.status = status;
    const [demos, total] = await this.em.fork().findAndCount(DemoSubmission, where as FilterQuery<DemoSubmission>, { orderBy, offset, limit });
    return { items: demos.map(DemoSubmissionResponse.from), offset, total };
  }

  async get(id: number): Promise<DemoSubmissionResponse> {
    return DemoSubmissionResponse.from(await findOr404(this.em.fork(), DemoSubmission, id, DEMO_MESSAGES.notFound));
  }

  async update(id: number, { status, adminNotes }: UpdateDemoSubmissionDto): Promise<DemoSubmissionResponse> {
    if (status === undefined && adminNotes === undefined) throw badRequest(DEMO_MESSAGES.nothingToUpdate);
    return this.em.fork().transactional(async (em) => {
      const demo = await findOr404(em, DemoSubmission, id, DEMO_MESSAGES.notFound, LockMode.PESSIMISTIC_WRITE);
      if (status !== undefined) demo.status = status;
      if (adminNotes !== undefined) demo.adminNotes = adminNotes || null;
      await em.flush();
      return DemoSubmissionResponse.from(demo);
    });
  }

  /** An id like a real one (the next of the sequence), so a bot cannot tell it was dropped. */
  private async decoyId(): Promise<number> {
    const [row] = await this.em.getConnection().execute<{ id: number }[]>(`select nextval('demo_submissions_id_seq')::int as id`);
    return row!.id;
  }
}
