import { HttpStatus, Injectable } from '@nestjs/common';
import { TWO_FACTOR_MESSAGES } from '@voosh/shared';
import { ApiError } from '../../common/http/api-error';
import type { User } from '../../users/entities/user.entity';
import { SignInChallenges } from './sign-in-challenges';
import { TwoFactorService } from './two-factor.service';

/**
 * The door between a first factor (a password, Google) and a session: when the account has an
 * authenticator app, or is an admin who must set one up, the sign-in answers 401 with the spec's
 * login error shape, `type` `two_factor_required` or `two_factor_enrolment_required`, and a
 * challenge for the second step (TwoFactorController's /api/auth/login/2fa routes).
 */
@Injectable()
export class SecondStepGate {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly challenges: SignInChallenges,
  ) {}

  async assertNoneDue(user: User): Promise<void> {
    const step = await this.twoFactor.secondStep(user);
    if (!step) return;
    const [type, text] =
      step === 'code'
        ? ['two_factor_required', TWO_FACTOR_MESSAGES.codeNeeded]
        : ['two_factor_enrolment_required', TWO_FACTOR_MESSAGES.enrolmentNeeded];
    throw new ApiError(HttpStatus.UNAUTHORIZED, text, { type, userEmail: user.email, challenge: this.challenges.issue(user, step) });
  }
}
