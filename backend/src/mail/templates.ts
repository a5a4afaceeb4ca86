import {
  BRAND,
  CODE_TTL_MS,
  COMPANY_INVITATION_VALID_DAYS,
  DATA_EXPORT_VALID_DAYS,
  escapeHtml,
  TWO_FACTOR_MESSAGES,
  WEBHOOK_RETRY_DAYS,
} from '@voosh/shared';
import type { MailAttachment, MailMessage } from './mail-transport';

/** A mail as a feature words it: its paragraphs, unsigned; MailService signs it for the company when it is written. */
export interface MailDraft {
  to: string;
  subject: string;
  paragraphs: string[];
  /** The paragraph that is a code, drawn large. */
  code?: string;
  attachments?: MailAttachment[];
}

/** A mail's paragraphs, to be signed when it is written (`writeMail`). */
export function compose(to: string, subject: string, paragraphs: string[], code?: string): MailDraft {
  return { to, subject, paragraphs, ...(code ? { code } : {}) };
}

/**
 * The draft as sent, from and by `company` (the company details' name when the mail is written):
 * a plain-text body and the same paragraphs as simple HTML, headed and signed with its name, which
 * is also the From header's display name.
 */
export function writeMail({ paragraphs, code, ...draft }: MailDraft, company: string): MailMessage {
  const signature = `— The ${company} team`;
  const text = [...paragraphs, '', signature].join('\n\n');
  const html = [
    '<div style="font-family:Arial,sans-serif;max-width:520px;margin:auto;color:#1f1637">',
    `<h2 style="color:#6d28d9">${escapeHtml(company)}</h2>`,
    ...paragraphs.map((paragraph) =>
      code && paragraph === code
        ? `<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(code)}</p>`
        : `<p>${escapeHtml(paragraph)}</p>`,
    ),
    `<p style="color:#6b6480">${escapeHtml(signature)}</p></div>`,
  ].join('');
  return { ...draft, text, html, fromName: company };
}

const minutes = CODE_TTL_MS / 60_000;

export const verificationCodeMail = (to: string, code: string) =>
  compose(
    to,
    // The code is in the body only: a subject shows on lock screens and stays in the outbox.
    `Your ${BRAND} verification code`,
    [
      'Use this code to verify your email address:',
      code,
      `It expires in ${minutes} minutes. If you did not ask for it, you can ignore this message.`,
    ],
    code,
  );

export const alreadyRegisteredMail = (to: string) =>
  compose(to, `Your ${BRAND} account`, [
    'Someone asked to create an account with this email address, but you already have one.',
    'Sign in instead, or use "Forgot password?" on the sign-in page to choose a new password.',
  ]);

/** What changed in how an account signs in. */
export type SignInChange = 'turned-on' | 'turned-off' | 'removed-by-staff' | 'new-recovery-codes' | 'google-linked' | 'google-unlinked';

const SIGN_IN_CHANGES: Record<SignInChange, { subject: string; told: string }> = {
  'turned-on': {
    subject: 'Two-factor sign-in turned on',
    told: 'An authenticator app was just set up for your account: signing in now asks for a code from it.',
  },
  'turned-off': {
    subject: 'Two-factor sign-in turned off',
    told: 'The authenticator app of your account was just turned off: signing in now asks for your password only.',
  },
  'removed-by-staff': {
    subject: 'Two-factor sign-in removed',
    told:
      'Our staff removed the authenticator app from your account and signed it out everywhere: signing in now asks for your password only. ' +
      'You can set up an app again from your profile. If you did not ask us to, contact us now.',
  },
  'new-recovery-codes': {
    subject: 'New two-factor recovery codes',
    told: 'New recovery codes were just made for your account: the old ones no longer work.',
  },
  'google-linked': {
    subject: 'Google sign-in linked',
    told: 'A Google account was just linked to your account: "Continue with Google" now signs you in.',
  },
  'google-unlinked': {
    subject: 'Google sign-in unlinked',
    told: 'The Google account linked to your account was just unlinked: signing in now asks for your password.',
  },
};

/** The account's holder is told whenever how it signs in changes (two-factor, Google), whoever changed it. */
export const signInChangedMail = (to: string, change: SignInChange) =>
  compose(to, `${SIGN_IN_CHANGES[change].subject} for your ${BRAND} account`, [
    SIGN_IN_CHANGES[change].told,
    ...(change === 'removed-by-staff'
      ? []
      : ['If this was not you, reset your password now ("Forgot password?" on the sign-in page) and contact us.']),
  ]);

export const passwordResetCodeMail = (to: string, code: string, twoFactorOn: boolean) =>
  compose(
    to,
    `Your ${BRAND} password reset code`,
    [
      'Use this code to choose a new password:',
      code,
      `It expires in ${minutes} minutes. If you did not ask for it, your password stays as it is.`,
      ...(twoFactorOn ? [TWO_FACTOR_MESSAGES.keptAfterReset, TWO_FACTOR_MESSAGES.lostBoth] : []),
    ],
    code,
  );

/**
 * A copy of a customer's data is ready: to the customer, a link to their account's page for it; to
 * the admin who produced it, a link to the customer's page in the console.
 */
export const dataExportReadyMail = (to: string, customerEmail: string, pageUrl: string, forAdmin: boolean) =>
  forAdmin
    ? compose(to, `The copy of ${customerEmail}'s data is ready`, [
        `The copy of the data ${BRAND} holds about ${customerEmail} that you asked for is ready: ${pageUrl}`,
        `Download it from the customer's page in the console within ${DATA_EXPORT_VALID_DAYS} days, and send it on as they asked.`,
      ])
    : compose(to, `Your ${BRAND} data is ready to download`, [
        `The copy of your data you asked for is ready: ${pageUrl}`,
        `Sign in to download it. The link works for ${DATA_EXPORT_VALID_DAYS} days, once each time you sign in.`,
        'If you did not ask for it, change your password and tell us.',
      ]);

/** An admin is told that a webhook endpoint failed for the whole retry period and was disabled. */
export const webhookEndpointDisabledMail = (to: string, url: string) =>
  compose(to, `A ${BRAND} webhook endpoint was disabled`, [
    `Every delivery to ${url} failed for ${WEBHOOK_RETRY_DAYS} days, so it no longer receives events.`,
    'Fix the endpoint, then enable it again and replay the failed deliveries from the console (Webhooks).',
  ]);

/** An invitation to join a company in a role: the link works once, for COMPANY_INVITATION_VALID_DAYS days. */
export const companyInvitationMail = (to: string, invitation: { company: string; inviter: string; role: string; link: string }) =>
  compose(to, `${invitation.inviter} invited you to join ${invitation.company} on ${BRAND}`, [
    `${invitation.inviter} invited you to join ${invitation.company} on ${BRAND} as ${invitation.role}.`,
    `Accept the invitation here: ${invitation.link}`,
    `The link works once, for ${COMPANY_INVITATION_VALID_DAYS} days. If you have no ${BRAND} account yet, create one with this e-mail address (${to}) first.`,
    'If you did not expect this invitation, ignore this e-mail.',
  ]);
