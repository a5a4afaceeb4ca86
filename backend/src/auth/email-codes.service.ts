import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_MIN_INTERVAL_MS,
  CODE_RESENDS_PER_HOUR,
  CODE_TTL_MS,
  MESSAGES,
  VERIFICATION_CODE_LENGTH,
} from '@voosh/shared';
import { createHmac, type KeyObject, randomInt, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../common/http/api-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CodePurpose, EmailCode } from './entities/email-code.entity';
import { purposeKey } from '../common/crypto/purpose-keys';

/** The 400 a form shows for a failed check (throw it after committing the counted try). */
export const codeError = (reason: 'invalid' | 'expired') =>
  new ApiError(HttpStatus.BAD_REQUEST, reason === 'expired' ? MESSAGES.codeExpired : MESSAGES.invalidVerificationCode, {
    type: reason === 'expired' ? 'code_expired' : 'invalid_code',
  });

export type CodeCheck = { ok: true; code: EmailCode } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * E-mailed 6-digit codes: drawn from a CSPRNG, kept only as an HMAC, valid CODE_TTL_MS,
 * voided after CODE_MAX_ATTEMPTS wrong tries, used once, and rate limited per address.
 */
@Injectable()
export class EmailCodesService {
  /** Codes are stored as HMACs under a key of their own (purpose-keys.ts). */
  private readonly codeKey: KeyObject;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.codeKey = purposeKey(config.jwtSecret, 'email-code');
  }

  /** Throws 429 when the address asked too recently or too often. */
  async assertMayIssue(em: EntityManager, email: string, purpose: CodePurpose): Promise<void> {
    const hourAgo = new Date(Date.now() - 3_600_000);
    const recent = await em.find(EmailCode, { email, purpose, createdAt: { $gt: hourAgo } }, { orderBy: { createdAt: 'desc' } });
    if (recent[0] && Date.now() - recent[0].createdAt.getTime() < CODE_RESEND_MIN_INTERVAL_MS) {
      throw new ApiError(HttpStatus.TOO_MANY_REQUESTS, MESSAGES.codeResendTooSoon, { type: 'code_rate_limited' });
    }
    if (recent.length >= CODE_RESENDS_PER_HOUR) {
      throw new ApiError(HttpStatus.TOO_MANY_REQUESTS, MESSAGES.codeResendTooMany, { type: 'code_rate_limited' });
    }
  }

  /** A new code for the address (earlier unused ones stop working); returns the clear code. */
  async issue(em: EntityManager, email: string, purpose: CodePurpose): Promise<string> {
    await em.nativeUpdate(EmailCode, { email, purpose, consumedAt: null }, { consumedAt: new Date() });
    const code = randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)
      .toString()
      .padStart(VERIFICATION_CODE_LENGTH, '0');
    em.persist(
      em.create(EmailCode, { email, purpose, codeHash: this.hash(email, purpose, code), expiresAt: new Date(Date.now() + CODE_TTL_MS) }),
    );
    return code;
  }

  /**
   * Checks a code against the address's live code, counting the try. The row is locked so
   * concurrent guesses cannot exceed the try limit. The caller consumes it on success.
   */
  async check(em: EntityManager, email: string, purpose: CodePurpose, code: string): Promise<CodeCheck> {
    const live = await em.findOne(
      EmailCode,
      { email, purpose, consumedAt: null },
      { orderBy: { createdAt: 'desc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!live || live.attempts >= CODE_MAX_ATTEMPTS) return { ok: false, reason: live ? 'expired' : 'invalid' };
    if (live.expiresAt.getTime() < Date.now()) return { ok: false, reason: 'expired' };
    const expected = Buffer.from(live.codeHash, 'hex');
    const given = Buffer.from(this.hash(email, purpose, code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      live.attempts += 1;
      if (live.attempts >= CODE_MAX_ATTEMPTS) live.consumedAt = new Date();
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, code: live };
  }

  private hash(email: string, purpose: CodePurpose, code: string): string {
    return createHmac('sha256', this.codeKey).update(`${purpose}:${email}:${code}`).digest('hex');
  }
}
