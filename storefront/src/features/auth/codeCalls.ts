import { MESSAGES } from '@voosh/shared';
import { sendVerification } from './api/sendVerification';
import { verifyEmail } from './api/verifyEmail';
import { withFailureText } from '../../lib/failureText';

/** The verification calls of the sign-up and verify screens, failing with the fixed MESSAGES texts. */
export const codeCalls = {
  /** A sign-up gives its `password`: one the rules refuse is refused (with the server's text) before a code is sent. */
  send: (email: string, password?: string) =>
    withFailureText(() => sendVerification(email, password), MESSAGES.sendVerificationFailed, MESSAGES.verificationNetworkError),
  resend: (email: string) => withFailureText(() => sendVerification(email), MESSAGES.resendCodeFailed, MESSAGES.verificationNetworkError),
  verify: (email: string, code: string) =>
    withFailureText(() => verifyEmail(email, code), MESSAGES.invalidVerificationCode, MESSAGES.verificationNetworkError),
};
