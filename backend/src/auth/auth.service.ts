import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { MESSAGES, REAUTHENTICATION_MESSAGES, TWO_FACTOR_MESSAGES } from '@voosh/shared';
import { AfterAnswer } from '../common/after-answer/after-answer';
import { ApiError } from '../common/http/api-error';
import { alreadyRegisteredMail, passwordResetCodeMail, verificationCodeMail } from '../mail/templates';
import { MailService } from '../mail/mail.service';
import { UserResponse } from '../users/dto/user.response';
import { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { ChangePasswordDto } from './dto/change-password.dto';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { ResetCodeDto, ResetPasswordDto } from './dto/reset-password.dto';
import { VerifyEmailDto } from './dto/verify-email.dto';
import { codeError, EmailCodesService } from './email-codes.service';
import { LoginAttemptsService } from './login-attempts/login-attempts.service';
import { PasswordHasher } from '../users/password-hasher';
import { type HolderProof, Reauthentication } from './reauthentication.service';
import { SessionsService } from './sessions.service';
import { loginError } from './login-error';
import { type SessionClaims, TokenService } from './token.service';
import { TwoFactorService } from './two-factor/two-factor.service';
import { userResponse } from '../users/user.mapper';
import { policiesAccepted } from '../users/policies-accepted';
import { Metrics } from '../common/metrics/metrics';

export const EMAIL_TAKEN = 'An account with this email already exists. Please sign in instead.';
const CODE_SENT = 'Verification code sent';
const RESET_SENT = 'If an account exists for this email, a reset code has been sent.';
const PASSWORD_RESET = 'Your password has been reset. You can now sign in.';

export interface PasswordResetAnswer {
  success: true;
  message: string;
  /** The account's authenticator app stays on: signing in still asks for its code. */
  twoFactorStillOn: boolean;
}

/** Sign-up with an e-mailed code, sign-in, password reset and change, and session revocation. */
@Injectable()
export class AuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly sessions: SessionsService,
    private readonly codes: EmailCodesService,
    private readonly attempts: LoginAttemptsService,
    private readonly mail: MailService,
    private readonly twoFactor: TwoFactorService,
    private readonly afterAnswer: AfterAnswer,
    private readonly reauthentication: Reauthentication,
    private readonly metrics: Metrics,
  ) {}

  /** Sends a sign-up code; an address that already has an account is told so by mail instead. */
  async sendVerification(email: string): Promise<{ success: true; message: string }> {
    await this.em.fork().transactional(async (em) => {
      await this.codes.assertMayIssue(em, email, 'verify_email');
      const user = await em.findOne(User, { email });
      if (user?.emailVerified) {
        // Counted like a code so the answer (and its rate limit) is the same for both cases.
        await this.codes.issue(em, email, 'verify_email');
        await this.mail.enqueue(em, alreadyRegisteredMail(email));
      } else {
        await this.mail.enqueue(em, verificationCodeMail(email, await this.codes.issue(em, email, 'verify_email')));
      }
    });
    return { success: true, message: CODE_SENT };
  }

  /**
   * Accepts a sign-up code. An existing unverified account becomes verified (code used up);
   * before registration the code is only marked verified, and /register consumes it.
   */
  async verifyEmail({ email, code }: VerifyEmailDto): Promise<{ success: true; message: string }> {
    const outcome = await this.em.fork().transactional(async (em) => {
      const check = await this.codes.check(em, email, 'verify_email', code);
      if (!check.ok) return check;
      const user = await em.findOne(User, { email });
      if (user) {
        user.emailVerified = true;
        check.code.consumedAt = new Date();
      } else {
        check.code.verifiedAt = new Date();
      }
      return check;
    });
    if (!outcome.ok) throw codeError(outcome.reason);
    return { success: true, message: 'Email verified' };
  }

  async register(dto: RegisterDto): Promise<{ token: string; user: UserResponse }> {
    const passwordHash = await this.hasher.hash(dto.password);
    const outcome = await this.em.fork().transactional(async (em) => {
      const check = await this.codes.check(em, dto.email, 'verify_email', dto.verificationCode);
      if (!check.ok) return check;
      if (await em.findOne(User, { email: dto.email })) return { ok: false as const, reason: 'taken' as const };
      check.code.consumedAt = new Date();
      const user = em.create(User, {
        email: dto.email,
        passwordHash,
        firstName: dto.firstName,
        lastName: dto.lastName,
        company: dto.company || null,
        phone: dto.phone || null,
        emailVerified: true,
        ...policiesAccepted(),
      });
      return { ok: true as const, user };
    });
    if (!outcome.ok) {
      if (outcome.reason === 'taken') throw new ApiError(HttpStatus.CONFLICT, EMAIL_TAKEN, { type: 'email_taken' });
      throw codeError(outcome.reason);
    }
    return this.session(outcome.user);
  }

  /**
   * The same 401 for an unknown address, a wrong password and a Google-only account; whether
   * the account is unverified or disabled is told only after a correct password. While
   * `clientAddress` must wait (LoginAttemptsService) the password is not even tried.
   */
  async login({ email, password }: LoginDto, clientAddress: string): Promise<{ token: string; user: UserResponse }> {
    const attempt = await this.attempts.claimOrRefuse(email, clientAddress);
    const user = await this.users.findByEmail(email);
    if (!(await this.hasher.verify(user?.passwordHash, password)) || !user) {
      this.metrics.signInFailures.inc();
      throw loginError(HttpStatus.UNAUTHORIZED, 'invalid_credentials', MESSAGES.incorrectCredentials, email);
    }
    if (!user.emailVerified || !user.isActive) {
      await this.attempts.succeeded(attempt);
      if (!user.emailVerified) throw loginError(HttpStatus.FORBIDDEN, 'email_not_verified', MESSAGES.emailNotVerified, email);
      throw loginError(HttpStatus.FORBIDDEN, 'account_disabled', MESSAGES.accountDeactivated, email);
    }
    // A sign-in held for its second factor stays counted until its code is right (TwoFactorSignIn):
    // taken back now, the password alone would buy an attacker fresh guesses at the code.
    await this.twoFactor.assertNoSecondStepDue(user);
    await this.attempts.succeeded(attempt);
    return this.session(user);
  }

  /**
   * Every address, with an account or without, is counted and limited alike (a code drawn and
   * stored for each request, so a second one within a minute answers 429 as sign-up does); the
   * account is looked up only after the answer, so neither its words nor its time tell whether
   * the address has one. The code is mailed only to an existing, active account.
   */
  async forgotPassword(email: string): Promise<{ success: true; message: string }> {
    const code = await this.em.fork().transactional(async (em) => {
      await this.codes.assertMayIssue(em, email, 'reset_password');
      return this.codes.issue(em, email, 'reset_password');
    });
    this.afterAnswer.run('Password reset code', () => this.mailResetCode(email, code));
    return { success: true, message: RESET_SENT };
  }

  private async mailResetCode(email: string, code: string): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const user = await em.findOne(User, { email, isActive: true });
      if (!user) return;
      await this.mail.enqueue(em, passwordResetCodeMail(email, code, await this.twoFactor.isEnabled(user.id)));
    });
  }

  /** The code step of a reset: checks the code without consuming it; a wrong one counts against its tries, as in a reset. */
  async checkResetCode({ email, code }: ResetCodeDto): Promise<void> {
    // The try is counted in the committed transaction; the error is thrown after it.
    const check = await this.em.fork().transactional((em) => this.codes.check(em, email, 'reset_password', code));
    if (!check.ok) throw codeError(check.reason);
  }

  /**
   * Sets the new password, verifies the address (the code proves it) and ends every session. An
   * authenticator app stays on: the e-mailed code proves the address, one factor, so it must not
   * also take the second away; the answer says so (`twoFactorStillOn`).
   */
  async resetPassword({ email, code, newPassword }: ResetPasswordDto): Promise<PasswordResetAnswer> {
    const passwordHash = await this.hasher.hash(newPassword);
    const outcome = await this.em.fork().transactional(async (em) => {
      const check = await this.codes.check(em, email, 'reset_password', code);
      if (!check.ok) return check;
      const user = await em.findOne(User, { email });
      if (!user) return { ok: false as const, reason: 'invalid' as const };
      check.code.consumedAt = new Date();
      Object.assign(user, { passwordHash, emailVerified: true, tokenVersion: user.tokenVersion + 1 });
      return { ok: true as const, user };
    });
    if (!outcome.ok) throw codeError(outcome.reason);
    await this.attempts.forgetFailures(email);
    await this.users.forgetChangedFirstAdminPassword();
    const twoFactorStillOn = await this.twoFactor.isEnabled(outcome.user.id);
    return {
      success: true,
      message: twoFactorStillOn ? `${PASSWORD_RESET} ${TWO_FACTOR_MESSAGES.keptAfterReset}` : PASSWORD_RESET,
      twoFactorStillOn,
    };
  }

  /**
   * Ends every other session and answers a fresh token for this one. The current password is
   * asked (wrong ones throttled as sign-ins are); an account without one has none to change.
   */
  async changePassword(user: User, { newPassword }: ChangePasswordDto, proof: HolderProof): Promise<{ token: string }> {
    if (!user.passwordHash)
      throw new ApiError(HttpStatus.BAD_REQUEST, REAUTHENTICATION_MESSAGES.wrongPassword, { type: 'incorrect_password' });
    await this.reauthentication.confirm(user, proof);
    const em = this.em.fork();
    const fresh = await em.findOneOrFail(User, { id: user.id });
    fresh.passwordHash = await this.hasher.hash(newPassword);
    fresh.tokenVersion += 1;
    await em.flush();
    await this.users.forgetChangedFirstAdminPassword();
    return { token: await this.tokens.issue(fresh) };
  }

  /** Ends this session (the CallerGuard has checked it is live). */
  async logout(session: SessionClaims): Promise<{ success: true; message: string }> {
    await this.sessions.end(session);
    return { success: true, message: 'Signed out' };
  }

  async logoutAll(user: User): Promise<{ success: true; message: string }> {
    await this.users.revokeSessions(user.id);
    return { success: true, message: 'Signed out everywhere' };
  }

  async session(user: User): Promise<{ token: string; user: UserResponse }> {
    return { token: await this.tokens.issue(user), user: userResponse(user) };
  }
}
