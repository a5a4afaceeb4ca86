import { STAFF_DISPLAY_NAME } from '@voosh/shared';
import { AuditEntry } from '../src/audit/entities/audit-entry.entity';
import { uniqueEmail, withPassword } from './support/accounts';
import { companyWith, withCompanyApp } from './support/companies';
import { plainTextOf } from './support/mime';
import { type PaymentsTestApp } from './support/payments';

/**
 * Staff act for a customer company from the console: they see and withdraw its invitations, invite
 * for it (the mail names the vendor's team), change roles and remove members as an owner would,
 * the last owner staying; each change is audited on the company as the staff member's.
 */
describe('Staff acting for a company on its members and invitations', () => {
  let p: PaymentsTestApp;
  let admin: Awaited<ReturnType<typeof withPassword>>;
  withCompanyApp((app, staff) => {
    p = app;
    admin = staff;
  });

  const http = () => p.t.http;
  const at = (companyId: number, path = '') => `/api/admin/companies/${companyId}${path}`;
  const auditOf = (companyId: number, action: string) =>
    p.t.em().find(AuditEntry, { subjectType: 'company', subjectId: companyId, action }, { orderBy: { id: 'asc' } });

  it('invites for the company and withdraws its invitations, named as the vendor to the invitee and the members', async () => {
    const { owner, companyId } = await companyWith(p.t);
    expect((await http().get(at(companyId, '/invitations')).set(admin.auth).expect(200)).body).toEqual([]);
    const email = uniqueEmail('invitee');
    const { body: sent } = await http().post(at(companyId, '/invitations')).set(admin.auth).send({ email, role: 'finance' }).expect(201);
    expect(sent).toMatchObject({ email, role: 'finance', invitedBy: STAFF_DISPLAY_NAME });
    const mail = await p.smtp.waitFor(email);
    expect(plainTextOf(mail.raw)).toContain(`${STAFF_DISPLAY_NAME} invited you to join`);
    expect(plainTextOf(mail.raw)).not.toContain(admin.user.email);
    expect((await http().get('/api/company/invitations').set(owner.auth).expect(200)).body).toEqual([sent]);
    expect(await auditOf(companyId, 'company.member_invited')).toEqual([
      expect.objectContaining({ actorEmail: admin.user.email, details: expect.objectContaining({ email, role: 'finance' }) }),
    ]);

    // Another company's invitation is not this company's to withdraw.
    const other = await companyWith(p.t);
    await http()
      .delete(at(other.companyId, `/invitations/${sent.id}`))
      .set(admin.auth)
      .expect(404);
    await http()
      .delete(at(companyId, `/invitations/${sent.id}`))
      .set(admin.auth)
      .expect(204);
    await http()
      .delete(at(companyId, `/invitations/${sent.id}`))
      .set(admin.auth)
      .expect(404);
    expect((await http().get(at(companyId, '/invitations')).set(admin.auth).expect(200)).body).toEqual([]);
    expect(await auditOf(companyId, 'company.invitation_withdrawn')).toEqual([expect.objectContaining({ actorEmail: admin.user.email })]);
  });

  it("changes roles and removes members as an owner would, never the last owner, and a removed member's next call is refused", async () => {
    const { owner, members, companyId } = await companyWith(p.t, 'buyer', 'approver');
    const [buyer, approver] = members;
    const { body: changed } = await http()
      .patch(at(companyId, `/members/${buyer!.user.id}`))
      .set(admin.auth)
      .send({ role: 'finance' })
      .expect(200);
    expect(changed.members.map((member: { email: string; role: string }) => [member.email, member.role])).toContainEqual([
      buyer!.user.email,
      'finance',
    ]);
    expect(await auditOf(companyId, 'company.member_role_changed')).toEqual([
      expect.objectContaining({ actorEmail: admin.user.email, details: expect.objectContaining({ from: 'buyer', to: 'finance' }) }),
    ]);
    expect(
      (
        await http()
          .patch(at(companyId, `/members/${owner.user.id}`))
          .set(admin.auth)
          .send({ role: 'buyer' })
          .expect(409)
      ).body.type,
    ).toBe('last_owner');
    await http()
      .delete(at(companyId, `/members/${owner.user.id}`))
      .set(admin.auth)
      .expect(409);

    await http()
      .delete(at(companyId, `/members/${approver!.user.id}`))
      .set(admin.auth)
      .expect(204);
    await http().get('/api/company').set(approver!.auth).expect(401);
    expect(await auditOf(companyId, 'company.member_removed')).toEqual([expect.objectContaining({ actorEmail: admin.user.email })]);

    // Not a member of that company, or no such company: a 404; customers and visitors may not.
    const other = await companyWith(p.t, 'buyer');
    await http()
      .delete(at(companyId, `/members/${other.members[0]!.user.id}`))
      .set(admin.auth)
      .expect(404);
    await http()
      .patch(at(999_999, `/members/${owner.user.id}`))
      .set(admin.auth)
      .send({ role: 'buyer' })
      .expect(404);
    await http().get(at(999_999, '/invitations')).set(admin.auth).expect(404);
    await http().get(at(companyId, '/invitations')).set(owner.auth).expect(403);
    await http().get(at(companyId, '/invitations')).expect(401);
    expect(
      (
        await http()
          .patch(at(companyId, `/members/${buyer!.user.id}`))
          .set(admin.auth)
          .send({ role: 'boss' })
          .expect(400)
      ).body.error,
    ).toBeDefined();
  });
});
