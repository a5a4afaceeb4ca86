import { LockMode, UniqueConstraintViolationException, type FilterQuery } from '@mikro-orm/core';
import { EntityManager, raw } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { isRole, Role, ROLES } from '@voosh/shared';
import { booleanFilter, idAndTextWhere, ListQueryDto, ListSpec, type Page, parseListQuery, textFilter } from '../common/http/simple-rest';
import { badRequest, conflict } from '../common/http/api-error';
import { findOr404 } from '../common/http/find-or-404';
import { AuditLog } from '../audit/audit-log.service';
import { PasswordHasher } from '../users/password-hasher';
import { TwoFactorCredential } from '../auth/entities/two-factor-credential.entity';
import { User } from '../users/entities/user.entity';
import { ADMIN_USERS_MESSAGES as TEXT } from './admin-users.messages';
import { type CreateUserDto, type UpdateUserDto, USER_EDITABLE_FIELDS } from './dto/admin-user.dto';
import { assertSomethingToUpdate } from '../common/validation/editable-fields';
import { assertEchoesUnchanged } from '../common/http/representation';
import { snapshotPages } from '../common/csv/csv';
import { DomainEvents } from '../common/events/domain-events';
import { StaffAccessEnded } from './admin-users.events';
import { adminUserResponse } from './admin-users.mapper';
import type { AdminUserResponse } from './dto/admin-user.response';

export const USER_LIST: ListSpec<'id' | 'email' | 'role' | 'createdAt' | 'firstName' | 'lastName' | 'company' | 'isActive'> = {
  // Ids follow creation order, so createdAt sorts by the primary key rather than an extra index.
  sortable: {
    id: 'id',
    email: 'email',
    role: 'role',
    createdAt: 'id',
    firstName: 'firstName',
    lastName: 'lastName',
    company: 'company',
    isActive: 'isActive',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: ['role', 'isActive', 'twoFactorEnabled', 'q'],
};

/** Whether the user row (alias) has an authenticator app on, as SQL. */
const hasTwoFactor = (alias: string) =>
  `exists (select 1 from two_factor_credentials t where t.user_id = ${alias}.id and t.enabled_at is not null)`;

/** The accounts as the console reads them, with whether each has two-factor sign-in on (one query for them all). */
async function adminUserResponses(em: EntityManager, users: readonly User[]): Promise<AdminUserResponse[]> {
  const ids = users.map((user) => user.id);
  const on = ids.length
    ? new Set(
        (await em.find(TwoFactorCredential, { user: { $in: ids }, enabledAt: { $ne: null } }, { fields: ['user'] })).map(
          (credential) => credential.user.id,
        ),
      )
    : new Set<number>();
  return users.map((user) => adminUserResponse(user, on.has(user.id)));
}

/** Accounts for the admin console: list, create, change role, activate or deactivate. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly audit: AuditLog,
    private readonly events: DomainEvents,
  ) {}

  async list(query: ListQueryDto): Promise<Page<AdminUserResponse>> {
    const { where, orderBy, offset, limit } = this.listQuery(query);
    const em = this.em.fork();
    const [users, total] = await em.findAndCount(User, where, { orderBy, offset, limit });
    return { items: await adminUserResponses(em, users), offset, total };
  }

  /** The whole list with the list's filter and sort, page by page (the CSV export). */
  exportPages(query: ListQueryDto): AsyncGenerator<AdminUserResponse[]> {
    const { where, orderBy } = this.listQuery(query);
    return snapshotPages(this.em, async (em, offset, limit) =>
      adminUserResponses(em, await em.find(User, where, { orderBy, offset, limit })),
    );
  }

  private listQuery(query: ListQueryDto) {
    const { filter, ...parsed } = parseListQuery(query, USER_LIST);
    const role = textFilter(filter, 'role')?.toUpperCase();
    const isActive = booleanFilter(filter, 'isActive');
    const twoFactorEnabled = booleanFilter(filter, 'twoFactorEnabled');
    if (role !== undefined && !isRole(role)) throw badRequest(`filter role must be one of ${ROLES.join(', ')}`);
    const where = idAndTextWhere(filter, ['email', 'firstName', 'lastName']);
    if (role) where.role = role;
    if (isActive !== undefined) where.isActive = isActive;
    if (twoFactorEnabled !== undefined)
      Object.assign(where, { [raw((alias) => (twoFactorEnabled ? '' : 'not ') + hasTwoFactor(alias))]: [] });
    return { ...parsed, where: where as FilterQuery<User> };
  }

  async get(id: number): Promise<AdminUserResponse> {
    const em = this.em.fork();
    const [answer] = await adminUserResponses(em, [await findOr404(em, User, id, TEXT.notFound)]);
    return answer!;
  }

  async create({ password, role = Role.Customer, ...fields }: CreateUserDto): Promise<AdminUserResponse> {
    const em = this.em.fork();
    if (await em.count(User, { email: fields.email })) throw conflict(TEXT.emailTaken);
    const user = em.create(User, {
      email: fields.email,
      passwordHash: await this.hasher.hash(password),
      role,
      firstName: fields.firstName || null,
      lastName: fields.lastName || null,
      company: fields.company || null,
      emailVerified: true,
    });
    try {
      await em.flush();
    } catch (error) {
      // The same address created meanwhile: the unique index settles the race.
      if (error instanceof UniqueConstraintViolationException) throw conflict(TEXT.emailTaken);
      throw error;
    }
    return adminUserResponse(user, false);
  }

  /**
   * Role and activation changes bump the token version, so the user's sessions end at once, and
   * are audited; an admin demoted or deactivated raises StaffAccessEnded (their API keys are
   * revoked, for good). Nobody demotes or deactivates themselves, and the last active admin stays.
   */
  async update(actor: User, id: number, dto: UpdateUserDto): Promise<AdminUserResponse> {
    const { role, isActive } = dto;
    if (id === actor.id && role === Role.Customer) throw conflict(TEXT.cannotDemoteSelf);
    if (id === actor.id && isActive === false) throw conflict(TEXT.cannotDeactivateSelf);
    return this.em.fork().transactional(async (em) => {
      // Locking every active admin (in id order, before the target, so two such updates cannot
      // deadlock) keeps the count true until commit: concurrent demotions queue and recount.
      const activeAdmins =
        role === Role.Customer || isActive === false
          ? await em.find(User, { role: Role.Admin, isActive: true }, { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } })
          : [];
      const user = await findOr404(em, User, id, TEXT.notFound, LockMode.PESSIMISTIC_WRITE);
      await assertEchoesUnchanged(dto, async () => (await adminUserResponses(em, [user]))[0]!);
      assertSomethingToUpdate(dto, USER_EDITABLE_FIELDS);
      const changesRole = role !== undefined && role !== user.role;
      const deactivates = isActive === false && user.isActive;
      if (user.role === Role.Admin && user.isActive && (changesRole || deactivates) && activeAdmins.length <= 1) {
        throw conflict(TEXT.lastAdmin);
      }
      const wasAdmin = user.role === Role.Admin;
      const subject = { actor, subjectType: 'user' as const, subjectId: id };
      if (changesRole) this.audit.record(em, { ...subject, action: 'user.role_changed', details: { from: user.role, to: role } });
      if (isActive !== undefined && isActive !== user.isActive)
        this.audit.record(em, { ...subject, action: isActive ? 'user.activated' : 'user.deactivated' });
      if (role !== undefined) user.role = role;
      if (isActive !== undefined) user.isActive = isActive;
      if (changesRole || deactivates) user.tokenVersion += 1;
      if (wasAdmin && (user.role !== Role.Admin || deactivates)) {
        await this.events.raise(em, new StaffAccessEnded(user, actor, deactivates ? 'deactivated' : 'demoted'));
      }
      await em.flush();
      return (await adminUserResponses(em, [user]))[0]!;
    });
  }

  /** Exempts an account from tax with the reason (null ends the exemption); audited with the reason. */
  async setTaxExemption(actor: User, id: number, reason: string | null): Promise<AdminUserResponse> {
    return this.em.fork().transactional(async (em) => {
      const user = await findOr404(em, User, id, TEXT.notFound, LockMode.PESSIMISTIC_WRITE);
      if (user.taxExemptReason !== reason) {
        this.audit.record(em, {
          actor,
          subjectType: 'user',
          subjectId: id,
          action: reason === null ? 'user.tax_exemption_ended' : 'user.tax_exempted',
          details: { from: user.taxExemptReason, to: reason },
        });
        user.taxExemptReason = reason;
      }
      await em.flush();
      return (await adminUserResponses(em, [user]))[0]!;
    });
  }
}
