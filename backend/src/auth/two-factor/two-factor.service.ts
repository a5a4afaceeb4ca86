import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { APP_CODE_PATTERN, BRAND, RECOVERY_CODE_COUNT, Role, TWO_FACTOR_MESSAGES } from '@voosh/shared';
import { createHmac, type KeyObject, randomBytes } from 'node:crypto';
import { toString as qrSvg } from 'qrcode';
import { ApiError, badRequest, conflict } from '../../common/http/api-error';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { MailService } from '../../mail/mail.service';
import { signInChangedMail } from '../../mail/templates';
import { SettingsService } from '../../settings/settings.service';
import type { User } from '../../users/entities/user.entity';
import { RecoveryCode } from '../entities/recovery-code.entity';
import { TwoFactorCredential } from '../entities/two-factor-credential.entity';
import { loginError } from '../login-error';
import { purposeKey } from '../../common/crypto/purpose-keys';
import { type HolderProof, Reauthentication } from '../reauthentication.service';
import { type SecondStep, TokenService } from '../token.service';
import { seal, unseal } from '../../common/crypto/secret-box';
import { base32Decode, base32Encode, matchingStep, newTotpSecret, otpauthUrl } from './totp';

export interface TwoFactorSetup {
  /** The secret in base32, for typing into an app by hand. */
  secret: string;
  otpauthUrl: string;
  /** The otpauth address as a QR code (an SVG data URL). */
  qrCode: string;
}

export interface TwoFactorStatus {
  enabled: boolean;
  /** On for admins while the `twoFactorAuth` setting is on: they cannot turn it off. */
  required: boolean;
  recoveryCodesLeft: number;
  /** Changes ask the current password; an account without one (Google) must have signed in lately instead. */
  passwordAsked: boolean;
}

/** Ten base32 characters (50 random bits), shown as ABCDE-FGHIJ. */
const newRecoveryCode = () => {
  const text = base32Encode(randomBytes(7)).slice(0, 10);
  return `${text.slice(0, 5)}-${text.slice(5)}`;
};

/**
 * Authenticator apps (TOTP, RFC 6238) as a second sign-in factor. With the `twoFactorAuth` setting
 * on, admins must set one up and give a code at every sign-in; customers may set one up; with it
 * off, those who have one still use it. Set-up: a secret (sealed at rest) shown as a QR code, on
 * once a code from the app checks out, with ten one-time recovery codes (kept hashed) for a lost
 * phone. Each app code is good once (the last used time step is kept).
 */
@Injectable()
export class TwoFactorService {
  private readonly secretKey: KeyObject;
  private readonly recoveryKey: KeyObject;

  constructor(
    private readonly em: EntityManager,
    private readonly settings: SettingsService,
    private readonly tokens: TokenService,
    private readonly mail: MailService,
    private readonly reauthentication: Reauthentication,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.secretKey = purposeKey(config.jwtSecret, 'totp-secret');
    this.recoveryKey = purposeKey(config.jwtSecret, 'recovery-code');
  }

  /**
   * A recovery code as stored, whatever the case and dash it is typed with: keyed, as e-mailed codes
   * are, since 50 bits alone would not stand up to a copy of the table.
   */
  private recoveryHash(code: string): string {
    return createHmac('sha256', this.recoveryKey).update(code.replace(/-/g, '').toUpperCase()).digest('hex');
  }

  /**
   * The door between a first factor (a password, Google) and a session: when the account has an
   * app, or is an admin who must set one up, 401 in the login error shape, `type`
   * `two_factor_required` or `two_factor_enrolment_required`, with a challenge for the second step
   * (TwoFactorSignIn).
   */
  async assertNoSecondStepDue(user: User): Promise<void> {
    const step: SecondStep | null = (await this.isEnabled(user.id)) ? 'code' : (await this.requiredFor(user)) ? 'enrol' : null;
    if (!step) return;
    const challenge = this.tokens.signChallenge(user, step);
    if (step === 'code')
      throw loginError(HttpStatus.UNAUTHORIZED, 'two_factor_required', TWO_FACTOR_MESSAGES.codeNeeded, user.email, { challenge });
    throw loginError(HttpStatus.UNAUTHORIZED, 'two_factor_enrolment_required', TWO_FACTOR_MESSAGES.enrolmentNeeded, user.email, {
      challenge,
    });
  }

  async status(user: User): Promise<TwoFactorStatus> {
    const em = this.em.fork();
    const [enabled, required, recoveryCodesLeft] = await Promise.all([
      this.isEnabled(user.id),
      this.requiredFor(user),
      em.count(RecoveryCode, { user: user.id, usedAt: null }),
    ]);
    return { enabled, required, recoveryCodesLeft: enabled ? recoveryCodesLeft : 0, passwordAsked: Boolean(user.passwordHash) };
  }

  /** The secret for `user`'s app: a new one, or the one a set-up not confirmed yet showed; 409 when the app is already on. */
  async begin(user: User): Promise<TwoFactorSetup> {
    const secret = await this.em.fork().transactional(async (em) => {
      // One pending secret per account however many set-ups race: the first one's row is made (the
      // others' inserts do nothing), then every set-up reads it under its lock and shows the same
      // secret, so no QR code shown is one that will never work.
      await em.execute('insert into two_factor_credentials (user_id, secret_box) values (?, ?) on conflict (user_id) do nothing', [
        user.id,
        seal(newTotpSecret(), this.secretKey),
      ]);
      const credential = await em.findOneOrFail(TwoFactorCredential, { user: user.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (credential.enabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
      // The secret as apps take it (base32), as sealed.
      return unseal(credential.secretBox, this.secretKey);
    });
    const url = otpauthUrl(BRAND, user.email, secret);
    // SVG, not PNG: the PNG encoder cost about 20 ms of the one JS thread per set-up.
    const svg = await qrSvg(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
    return { secret, otpauthUrl: url, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  }

  /** Turns the app on with a first code from it, its holder proven; answers the ten recovery codes (shown once). */
  async enable(user: User, code: string, proof: HolderProof): Promise<string[]> {
    await this.reauthentication.confirm(user, proof);
    return this.turnOn(user, code);
  }

  /**
   * Turns the app on with a first code from it; answers the ten recovery codes (shown once). The
   * caller has proven the holder: a password again (enable), or a sign-in's first factor (its challenge).
   */
  async turnOn(user: User, code: string): Promise<string[]> {
    return this.em.fork().transactional(async (em) => {
      const credential = await em.findOne(TwoFactorCredential, { user: user.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!credential) throw conflict(TWO_FACTOR_MESSAGES.notStarted);
      if (credential.enabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
      const step = matchingStep(this.secretOf(credential), code, Date.now(), null);
      if (step === null) throw badRequest(TWO_FACTOR_MESSAGES.invalidCode);
      Object.assign(credential, { enabledAt: new Date(), lastUsedStep: step });
      const codes = await this.replaceRecoveryCodes(em, user.id);
      await this.mail.enqueue(em, signInChangedMail(user.email, 'turned-on'));
      return codes;
    });
  }

  /** Ten new recovery codes for an account whose app is on, its holder proven; the old ones stop working. */
  async renewRecoveryCodes(user: User, proof: HolderProof): Promise<string[]> {
    await this.reauthentication.confirm(user, proof);
    return this.em.fork().transactional(async (em) => {
      const credential = await em.findOne(TwoFactorCredential, { user: user.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!credential?.enabledAt) throw conflict(TWO_FACTOR_MESSAGES.turnedOff);
      const codes = await this.replaceRecoveryCodes(em, user.id);
      await this.mail.enqueue(em, signInChangedMail(user.email, 'new-recovery-codes'));
      return codes;
    });
  }

  /** Turns the app off, its holder proven, with a code from it or a recovery code; refused to admins while it is required. */
  async disable(user: User, code: string, proof: HolderProof): Promise<void> {
    if (await this.requiredFor(user)) throw new ApiError(HttpStatus.FORBIDDEN, TWO_FACTOR_MESSAGES.requiredForAdmins);
    if (!(await this.isEnabled(user.id))) throw conflict(TWO_FACTOR_MESSAGES.turnedOff);
    // Guesses at the code are counted with the password's, per account and address as sign-in's
    // are, with the same growing waits: a stolen session cannot try codes faster than a stolen password could.
    await this.reauthentication.confirm(user, proof, async () => {
      if (!(await this.verify(user.id, code))) throw badRequest(TWO_FACTOR_MESSAGES.invalidCode);
    });
    await this.em.fork().transactional(async (em) => {
      await this.remove(em, user.id);
      await this.mail.enqueue(em, signInChangedMail(user.email, 'turned-off'));
    });
  }

  /** Whether the account's app is on. */
  async isEnabled(userId: number): Promise<boolean> {
    return (await this.em.fork().count(TwoFactorCredential, { user: userId, enabledAt: { $ne: null } })) > 0;
  }

  /** Removes the account's app and its recovery codes (or a set-up not finished), in `em`'s transaction. */
  async remove(em: EntityManager, userId: number): Promise<void> {
    await em.nativeDelete(RecoveryCode, { user: userId });
    await em.nativeDelete(TwoFactorCredential, { user: userId });
  }

  private async replaceRecoveryCodes(em: EntityManager, userId: number): Promise<string[]> {
    await em.nativeDelete(RecoveryCode, { user: userId });
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    for (const recovery of codes) em.create(RecoveryCode, { user: userId, codeHash: this.recoveryHash(recovery) });
    return codes;
  }

  /**
   * True when `code` is the app's code of a step not used yet (then used up, even against a
   * concurrent call), or one of the account's unused recovery codes (then used up).
   */
  async verify(userId: number, code: string): Promise<boolean> {
    const em = this.em.fork();
    const credential = await em.findOne(TwoFactorCredential, { user: userId, enabledAt: { $ne: null } });
    if (!credential) return false;
    if (APP_CODE_PATTERN.test(code)) {
      const step = matchingStep(
        this.secretOf(credential),
        code,
        Date.now(),
        credential.lastUsedStep === null ? null : Number(credential.lastUsedStep),
      );
      if (step === null) return false;
      const used = await em.nativeUpdate(
        TwoFactorCredential,
        { user: userId, $or: [{ lastUsedStep: null }, { lastUsedStep: { $lt: step } }] },
        { lastUsedStep: step },
      );
      return used === 1;
    }
    const spent = await em.nativeUpdate(
      RecoveryCode,
      { user: userId, codeHash: this.recoveryHash(code), usedAt: null },
      { usedAt: new Date() },
    );
    return spent === 1;
  }

  private async requiredFor(user: User): Promise<boolean> {
    return user.role === Role.Admin && (await this.settings.current()).twoFactorAuth;
  }

  private secretOf(credential: TwoFactorCredential): Buffer {
    return base32Decode(unseal(credential.secretBox, this.secretKey));
  }
}
