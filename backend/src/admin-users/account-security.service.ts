import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AuditLog } from '../audit/audit-log.service';
import { type HolderProof, Reauthentication } from '../auth/reauthentication.service';
import { TwoFactorService } from '../auth/two-factor/two-factor.service';
import { conflict } from '../common/http/api-error';
import { findOr404 } from '../common/http/find-or-404';
import { MailService } from '../mail/mail.service';
import { signInChangedMail } from '../mail/templates';
import { User } from '../users/entities/user.entity';
import { ADMIN_USERS_MESSAGES as TEXT } from './admin-users.messages';
import type { AccountSecurityResponse } from './dto/account-security.dto';
import { auditEntryResponse } from '../audit/audit.mapper';

/** An account's sign-in security as staff see and mend it: its authenticator app, and the audit of what staff did to it. */
@Injectable()
export class AccountSecurityService {
  constructor(
    private readonly em: EntityManager,
    private readonly twoFactor: TwoFactorService,
    private readonly reauthentication: Reauthentication,
    private readonly audit: AuditLog,
    private readonly mail: MailService,
  ) {}

  async of(id: number): Promise<AccountSecurityResponse> {
    await findOr404(this.em.fork(), User, id, TEXT.notFound);
    const [twoFactorEnabled, history] = await Promise.all([this.twoFactor.isEnabled(id), this.audit.about('user', id)]);
    return { twoFactorEnabled, history: history.map(auditEntryResponse) };
  }

  /**
   * Removes another account's authenticator app (its holder lost the phone and the recovery codes,
   * and proved who they are another way): the admin gives their own password again; the account's
   * sessions end (a session that set the app up is not the holder's to keep), the change is
   * audited and the holder e-mailed.
   */
  async removeTwoFactor(actor: User, proof: HolderProof, id: number): Promise<AccountSecurityResponse> {
    if (id === actor.id) throw conflict(TEXT.ownTwoFactor);
    await this.reauthentication.confirm(actor, proof);
    await this.em.fork().transactional(async (em) => {
      const user = await findOr404(em, User, id, TEXT.notFound, LockMode.PESSIMISTIC_WRITE);
      if (!(await this.twoFactor.isEnabled(id))) throw conflict(TEXT.twoFactorOff);
      await this.twoFactor.remove(em, id);
      user.tokenVersion += 1;
      this.audit.record(em, { actor, action: 'user.two_factor_removed', subjectType: 'user', subjectId: id });
      await this.mail.enqueue(em, signInChangedMail(user.email, 'removed-by-staff'));
    });
    return this.of(id);
  }
}
