import { COMPANY_MESSAGES } from '@voosh/shared';
import { Webhook } from 'standardwebhooks';
import { AuditEntry } from '../src/audit/entities/audit-entry.entity';
import { Company } from '../src/companies/entities/company.entity';
import { CompanyInvitation } from '../src/companies/entities/company-invitation.entity';
import { PASSWORD, sessionFor, signUp, uniqueEmail, withPassword } from './support/accounts';
import { type MatrixActors, withAppAndActors } from './support/app-fixture';
import { eventually } from './support/eventually';
import { plainTextOf } from './support/mime';
import type { TestApp } from './support/test-app';
import type { TestSmtpServer } from './support/test-smtp';
import { startWebhookReceiver } from './support/webhook-receiver';

type Auth = Record<string, string>;
interface CompanyAnswer {
  id: number;
  name: string;
  role: string;
  permissions: string[];
  members: { userId: number; email: string; role: string }[];
}

/** The link an invitation mail carries, and its token (after the `#`). */
const LINK = /(http\S+\/join#([A-Za-z0-9_-]{43}))/;

/**
 * Members of a company: owners and admins invite by e-mail (a single-use, expiring link for that
 * address only), change roles and remove members; the last owner stays; a removed member's
 * sessions end; every change is audited and told to webhooks.
 */
describe('Company members and invitations', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  withAppAndActors((app, _actors: MatrixActors, mail) => ([t, smtp] = [app, mail!]), { mail: true });
  beforeAll(async () => (receiver = await startWebhookReceiver()));
  afterAll(() => receiver?.close());

  const companyOf = async (auth: Auth) => (await t.http.get('/api/company').set(auth).expect(200)).body as CompanyAnswer;
  const invite = (auth: Auth, email: string, role: string) => t.http.post('/api/company/invitations').set(auth).send({ email, role });
  /** Invites `email` and answers the token of the link mailed to it. */
  const invited = async (auth: Auth, email: string, role: string) => {
    const before = smtp.mails.length;
    await invite(auth, email, role).expect(201);
    const mail = await smtp.waitFor(email, (candidate) => smtp.mails.indexOf(candidate) >= before && LINK.test(plainTextOf(candidate.raw)));
    return LINK.exec(plainTextOf(mail.raw))![2]!;
  };
  const accept = (auth: Auth, token: string) => t.http.post('/api/company-invitations/accept').set(auth).send({ token });
  const preview = (token: string) => t.http.post('/api/company-invitations/preview').send({ token });
  /** A company of an owner and, invited by them, a member in each role given. */
  const companyWith = async (...roles: string[]) => {
    const owner = await sessionFor(t, 'CUSTOMER', { company: 'Blue Mountain Coffee Ltd' });
    const members = [];
    for (const role of roles) {
      const member = await sessionFor(t);
      await accept(member.auth, await invited(owner.auth, member.user.email, role)).expect(200);
      members.push(member);
    }
    return { owner, members, company: await companyOf(owner.auth) };
  };

  it('invites a new person by e-mail: the link is kept as a hash, shows what it offers, and works once, for the invited address only', async () => {
    const owner = await sessionFor(t, 'CUSTOMER', { company: 'Blue Mountain Coffee Ltd', firstName: 'Grace', lastName: 'Hopper' });
    const email = uniqueEmail('buyer');
    const before = smtp.mails.length;
    const { body: invitation } = await invite(owner.auth, ` ${email.toUpperCase()} `, 'buyer').expect(201);
    expect(invitation).toEqual({
      id: expect.any(Number),
      email,
      role: 'buyer',
      invitedBy: owner.user.email,
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    const days = (Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(14, 3);
    const mail = plainTextOf((await smtp.waitFor(email, (candidate) => smtp.mails.indexOf(candidate) >= before)).raw);
    expect(mail).toContain('Grace Hopper invited you to join Blue Mountain Coffee Ltd');
    expect(mail).toContain('as Buyer');
    const token = LINK.exec(mail)![2]!;
    const stored = await t.em().findOneOrFail(CompanyInvitation, invitation.id);
    expect(stored.tokenHash).not.toContain(token);
    expect(JSON.stringify(await t.http.get('/api/company/invitations').set(owner.auth).expect(200))).not.toContain(token);

    expect((await preview(token).expect(200)).body).toEqual({
      company: 'Blue Mountain Coffee Ltd',
      email,
      role: 'buyer',
      invitedBy: 'Grace Hopper',
      expiresAt: invitation.expiresAt,
    });
    expect((await preview('not-a-token').expect(404)).body.error).toBe(COMPANY_MESSAGES.invitationGone);
    expect((await preview('').expect(400)).body.error).toBe(COMPANY_MESSAGES.tokenRequired);

    const someoneElse = await sessionFor(t);
    expect((await accept(someoneElse.auth, token).expect(403)).body.error).toBe(COMPANY_MESSAGES.invitationForAnother);
    await accept({}, token).expect(401);

    // The invited person is new: they sign up with the e-mailed code, then accept.
    const session = await signUp(t, smtp, email);
    const auth = { Authorization: `Bearer ${session.token}` };
    const joined = (await accept(auth, token).expect(200)).body as CompanyAnswer;
    expect(joined).toMatchObject({ name: 'Blue Mountain Coffee Ltd', role: 'buyer', permissions: ['purchases', 'requests'] });
    expect(joined.members.map((member) => [member.email, member.role])).toEqual([
      [owner.user.email, 'owner'],
      [email, 'buyer'],
    ]);
    expect((await accept(auth, token).expect(404)).body.error).toBe(COMPANY_MESSAGES.invitationGone);
    await preview(token).expect(404);
    expect((await t.http.get('/api/company/invitations').set(owner.auth).expect(200)).body).toEqual([]);

    const audited = await t.em().find(AuditEntry, { subjectType: 'company', subjectId: joined.id }, { orderBy: { id: 'asc' } });
    expect(audited.map((entry) => [entry.action, entry.actorEmail, entry.details])).toEqual([
      ['company.member_invited', owner.user.email, { invitationId: invitation.id, email, role: 'buyer' }],
      ['company.member_joined', email, { invitationId: invitation.id, email, role: 'buyer' }],
    ]);
  });

  it('refuses a used, withdrawn, replaced or expired link, and a member already in the company', async () => {
    const { owner, members } = await companyWith('buyer');
    const [buyer] = members;
    expect((await invite(owner.auth, buyer!.user.email, 'finance').expect(409)).body.error).toBe(COMPANY_MESSAGES.alreadyMember);

    const person = await sessionFor(t);
    const first = await invited(owner.auth, person.user.email, 'finance');
    const second = await invited(owner.auth, person.user.email, 'approver');
    expect((await accept(person.auth, first).expect(404)).body.error).toBe(COMPANY_MESSAGES.invitationGone);
    const [waiting] = (await t.http.get('/api/company/invitations').set(owner.auth).expect(200)).body;
    expect(waiting).toMatchObject({ email: person.user.email, role: 'approver' });
    await t.http.delete(`/api/company/invitations/${waiting.id}`).set(owner.auth).expect(204);
    await t.http.delete(`/api/company/invitations/${waiting.id}`).set(owner.auth).expect(404);
    await accept(person.auth, second).expect(404);

    const late = await invited(owner.auth, person.user.email, 'approver');
    await t
      .em()
      .nativeUpdate(
        CompanyInvitation,
        { email: person.user.email, acceptedAt: null, withdrawnAt: null },
        { expiresAt: new Date(Date.now() - 1000) },
      );
    await accept(person.auth, late).expect(404);
    await preview(late).expect(404);
  });

  it('lets owners and admins manage members, an admin never an owner, and no other role at all', async () => {
    const { owner, members, company } = await companyWith('admin', 'buyer', 'finance');
    const [admin, buyer, finance] = members;
    expect((await companyOf(admin!.auth)).permissions).toEqual(['members', 'settings']);

    for (const member of [buyer!, finance!]) {
      expect((await invite(member.auth, uniqueEmail(), 'buyer').expect(403)).body.error).toBe(COMPANY_MESSAGES.notPermitted);
      await t.http.get('/api/company/invitations').set(member.auth).expect(403);
      await t.http.patch(`/api/company/members/${owner.user.id}`).set(member.auth).send({ role: 'buyer' }).expect(403);
      await t.http.delete(`/api/company/members/${admin!.user.id}`).set(member.auth).expect(403);
    }
    expect((await invite(admin!.auth, uniqueEmail(), 'owner').expect(403)).body.error).toBe(COMPANY_MESSAGES.ownersOnly);
    await t.http.patch(`/api/company/members/${owner.user.id}`).set(admin!.auth).send({ role: 'buyer' }).expect(403);
    await t.http.patch(`/api/company/members/${buyer!.user.id}`).set(admin!.auth).send({ role: 'owner' }).expect(403);
    await t.http.delete(`/api/company/members/${owner.user.id}`).set(admin!.auth).expect(403);
    expect(
      (await t.http.patch(`/api/company/members/${buyer!.user.id}`).set(admin!.auth).send({ role: 'boss' }).expect(400)).body.error,
    ).toBe(COMPANY_MESSAGES.roleInvalid);

    const changed = (await t.http.patch(`/api/company/members/${buyer!.user.id}`).set(admin!.auth).send({ role: 'approver' }).expect(200))
      .body as CompanyAnswer;
    expect(changed.members.find((member) => member.userId === buyer!.user.id)?.role).toBe('approver');
    expect((await companyOf(buyer!.auth)).permissions).toEqual(['purchases', 'approvals']);
    const audited = await t
      .em()
      .findOneOrFail(AuditEntry, { subjectType: 'company', subjectId: company.id, action: 'company.member_role_changed' });
    expect(audited.details).toEqual({ userId: buyer!.user.id, email: buyer!.user.email, from: 'buyer', to: 'approver' });
  });

  it('keeps a company with members an owner, and lets the last owner go once another owner is made', async () => {
    const { owner, members } = await companyWith('buyer');
    const [buyer] = members;
    expect((await t.http.delete(`/api/company/members/${owner.user.id}`).set(owner.auth).expect(409)).body.error).toBe(
      COMPANY_MESSAGES.lastOwner,
    );
    await t.http.patch(`/api/company/members/${owner.user.id}`).set(owner.auth).send({ role: 'buyer' }).expect(409);
    await t.http.patch(`/api/company/members/${buyer!.user.id}`).set(owner.auth).send({ role: 'owner' }).expect(200);
    await t.http.delete(`/api/company/members/${owner.user.id}`).set(owner.auth).expect(204);
    // Left, not removed: their session goes on, in a one-person company of their own.
    const own = await companyOf(owner.auth);
    expect(own.members.map((member) => member.userId)).toEqual([owner.user.id]);
    expect((await companyOf(buyer!.auth)).members.map((member) => [member.userId, member.role])).toEqual([[buyer!.user.id, 'owner']]);
  });

  it('refuses the last owner of a company with members an invitation elsewhere, and drops an empty company left with no requests', async () => {
    const { owner } = await companyWith('buyer');
    const other = await sessionFor(t);
    const elsewhere = await invited(other.auth, owner.user.email, 'buyer');
    expect((await accept(owner.auth, elsewhere).expect(409)).body.error).toBe(COMPANY_MESSAGES.lastOwner);

    const alone = await sessionFor(t);
    const own = await companyOf(alone.auth);
    await accept(alone.auth, await invited(other.auth, alone.user.email, 'finance')).expect(200);
    expect(await t.em().count(Company, { id: own.id })).toBe(0);
  });

  it("ends a removed member's sessions at once, audits it, and never reaches another company's members or invitations", async () => {
    const { owner, members, company } = await companyWith('buyer');
    const [buyer] = members;
    const stranger = await companyWith();
    const invitation = (await invite(stranger.owner.auth, uniqueEmail(), 'buyer').expect(201)).body;
    await t.http.delete(`/api/company/invitations/${invitation.id}`).set(owner.auth).expect(404);
    await t.http.patch(`/api/company/members/${stranger.owner.user.id}`).set(owner.auth).send({ role: 'buyer' }).expect(404);
    await t.http.delete(`/api/company/members/${stranger.owner.user.id}`).set(owner.auth).expect(404);

    await t.http.delete(`/api/company/members/${buyer!.user.id}`).set(owner.auth).expect(204);
    await t.http.get('/api/company').set(buyer!.auth).expect(401);
    await t.http.get('/api/cart').set(buyer!.auth).expect(401);
    expect((await companyOf(owner.auth)).members.map((member) => member.userId)).toEqual([owner.user.id]);
    const removed = await t
      .em()
      .findOneOrFail(AuditEntry, { subjectType: 'company', subjectId: company.id, action: 'company.member_removed' });
    expect(removed).toMatchObject({
      actorEmail: owner.user.email,
      details: { userId: buyer!.user.id, email: buyer!.user.email, role: 'buyer' },
    });
  });

  it('takes an erased account out of its company, its longest-standing member becoming the owner when it was the last one', async () => {
    const admin = await withPassword(t, 'ADMIN');
    const { owner, members, company } = await companyWith('buyer', 'finance');
    const [buyer, finance] = members;
    await t.http.post(`/api/admin/users/${owner.user.id}/erase`).set(admin.auth).send({ currentPassword: PASSWORD }).expect(204);
    expect((await companyOf(finance!.auth)).members.map((member) => [member.email, member.role])).toEqual([
      [buyer!.user.email, 'owner'],
      [finance!.user.email, 'finance'],
    ]);
    const audited = await t
      .em()
      .find(
        AuditEntry,
        { subjectType: 'company', subjectId: company.id, action: { $in: ['company.member_left', 'company.owner_succeeded'] } },
        { orderBy: { id: 'asc' } },
      );
    expect(audited.map((entry) => [entry.action, entry.actorEmail, entry.details])).toEqual([
      [
        'company.member_left',
        admin.user.email,
        expect.objectContaining({
          userId: owner.user.id,
          role: 'owner',
          erased: true,
          email: expect.not.stringContaining(owner.user.email),
        }),
      ],
      ['company.owner_succeeded', admin.user.email, expect.objectContaining({ email: buyer!.user.email, from: 'buyer', to: 'owner' })],
    ]);
    // The new owner runs the company: they invite.
    await invite(buyer!.auth, uniqueEmail('next'), 'approver').expect(201);
  });

  it('tells webhooks who joined and who was removed', async () => {
    const admin = await withPassword(t, 'ADMIN');
    const { body: endpoint } = await t.http
      .post('/api/admin/webhook-endpoints')
      .set(admin.auth)
      .send({ currentPassword: PASSWORD, url: receiver.url('/companies'), eventTypes: ['company.member_joined', 'company.member_removed'] })
      .expect(201);
    const { owner, members, company } = await companyWith('finance');
    await t.http.delete(`/api/company/members/${members[0]!.user.id}`).set(owner.auth).expect(204);
    const verifier = new Webhook(endpoint.secret);
    const bodies = await eventually(
      () => {
        const got = receiver.received.filter((request) => request.path === '/companies');
        if (got.length < 2) throw new Error(`${got.length} of 2 webhooks so far`);
        return got.map(
          (request) => verifier.verify(request.body, request.headers as Record<string, string>) as { type: string; data: unknown },
        );
      },
      { timeoutMs: 30_000, everyMs: 50 },
    );
    const member = { userId: members[0]!.user.id, email: members[0]!.user.email, name: 'Test CUSTOMER', role: 'finance' };
    // Each is its own delivery: they may arrive in either order.
    expect(bodies.map(({ type, data }) => ({ type, data })).sort((a, b) => a.type.localeCompare(b.type))).toEqual([
      { type: 'company.member_joined', data: { company: { id: company.id, name: company.name }, member } },
      { type: 'company.member_removed', data: { company: { id: company.id, name: company.name }, member, how: 'removed' } },
    ]);
  });
});
