import { LockMode, type FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DEMO_INITIAL_STATUS, DEMO_STATUSES, isDemoAdminStatus, isDemoStatus } from '@voosh/shared';
import {
  dateRangeWhere,
  idAndTextWhere,
  likePattern,
  ListQueryDto,
  ListSpec,
  type Page,
  parseListQuery,
  textFilter,
} from '../common/http/simple-rest';
import { snapshotPages } from '../common/csv/csv';
import { badRequest } from '../common/http/api-error';
import { findOr404 } from '../common/http/find-or-404';
import { assertEchoesUnchanged } from '../common/http/representation';
import { DomainEvents } from '../common/events/domain-events';
import { DemoRequested } from './demo.events';
import { DEMO_MESSAGES } from './demo.messages';
import type { CreateDemoSubmissionDto } from './dto/create-demo-submission.dto';
import { DemoSubmissionResponse, type DemoSubmittedResponse } from './dto/demo-submission.responses';
import { DEMO_EDITABLE_FIELDS, type UpdateDemoSubmissionDto } from './dto/update-demo-submission.dto';
import { assertSomethingToUpdate } from '../common/validation/editable-fields';
import { DemoSubmission } from './entities/demo-submission.entity';
import { demoSubmissionResponse } from './demo.mapper';

export const DEMO_LIST: ListSpec<'id' | 'createdAt' | 'status' | 'name' | 'email' | 'company' | 'budget' | 'meetingTime'> = {
  sortable: {
    id: 'id',
    createdAt: 'createdAt',
    status: 'status',
    name: 'name',
    email: 'email',
    company: 'company',
    budget: 'budget',
    meetingTime: 'meetingTime',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: ['status', 'q', 'name', 'company', 'createdAt_gte', 'createdAt_lte'],
};

/** Demo requests: stored from the public form, followed up by admins. */
@Injectable()
export class DemoService {
  constructor(
    private readonly em: EntityManager,
    private readonly domainEvents: DomainEvents,
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
      await this.domainEvents.raise(em, new DemoRequested(demo));
      return demo;
    });
    return { success: true, id: demo.id };
  }

  async list(query: ListQueryDto): Promise<Page<DemoSubmissionResponse>> {
    const { where, orderBy, offset, limit } = this.listQuery(query);
    const [demos, total] = await this.em.fork().findAndCount(DemoSubmission, where, { orderBy, offset, limit });
    return { items: demos.map(demoSubmissionResponse), offset, total };
  }

  /** The whole list with the list's filter and sort, page by page (the CSV export). */
  exportPages(query: ListQueryDto): AsyncGenerator<DemoSubmissionResponse[]> {
    const { where, orderBy } = this.listQuery(query);
    return snapshotPages(this.em, async (em, offset, limit) =>
      (await em.find(DemoSubmission, where, { orderBy, offset, limit })).map(demoSubmissionResponse),
    );
  }

  private listQuery(query: ListQueryDto) {
    const { filter, ...parsed } = parseListQuery(query, DEMO_LIST);
    const status = textFilter(filter, 'status');
    if (status !== undefined && !isDemoStatus(status)) throw badRequest(`filter status must be one of ${DEMO_STATUSES.join(', ')}`);
    const where = idAndTextWhere(filter, ['name', 'email', 'company']);
    if (status) where.status = status;
    for (const field of ['name', 'company'] as const) {
      const text = textFilter(filter, field);
      if (text) where[field] = { $ilike: likePattern(text) };
    }
    const createdAt = dateRangeWhere(filter, 'createdAt');
    if (createdAt) where.createdAt = createdAt;
    return { ...parsed, where: where as FilterQuery<DemoSubmission> };
  }

  async get(id: number): Promise<DemoSubmissionResponse> {
    return demoSubmissionResponse(await findOr404(this.em.fork(), DemoSubmission, id, DEMO_MESSAGES.notFound));
  }

  async update(id: number, dto: UpdateDemoSubmissionDto): Promise<DemoSubmissionResponse> {
    return this.em.fork().transactional(async (em) => {
      const demo = await findOr404(em, DemoSubmission, id, DEMO_MESSAGES.notFound, LockMode.PESSIMISTIC_WRITE);
      const { status, adminNotes } = await assertEchoesUnchanged(dto, () => demoSubmissionResponse(demo));
      assertSomethingToUpdate(dto, DEMO_EDITABLE_FIELDS);
      if (status !== undefined && status !== demo.status && !isDemoAdminStatus(status)) throw badRequest(DEMO_MESSAGES.statusNotSettable);
      if (status !== undefined) demo.status = status;
      if (adminNotes !== undefined) demo.adminNotes = adminNotes || null;
      await em.flush();
      return demoSubmissionResponse(demo);
    });
  }

  /** An id like a real one (the next of the sequence), so a bot cannot tell it was dropped. */
  private async decoyId(): Promise<number> {
    const [row] = await this.em.getConnection().execute<{ id: number }[]>(`select nextval('demo_submissions_id_seq')::int as id`);
    return row!.id;
  }
}
