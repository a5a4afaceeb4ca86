import { BRAND, CUSTOM_QUOTE_RESPONSE_HOURS, PRIVACY_POLICY_TEXTS } from '@voosh/shared';
import { CONTACT_EMAIL } from './contactDetails';
import type { LegalDocument } from './legalDocument';

export const PRIVACY_POLICY_TITLE = 'Privacy Policy';

/** The periods the Privacy Policy states that admins set (the public settings in force). */
export interface RetentionPeriods {
  erasedRecordsRetentionYears: number;
  webhookRetentionDays: number;
}

/** The Privacy Policy, stating the retention periods in force. */
export const privacyPolicy = ({ erasedRecordsRetentionYears, webhookRetentionDays }: RetentionPeriods): LegalDocument => ({
  title: PRIVACY_POLICY_TITLE,
  intro: `This Privacy Policy explains what personal information ${BRAND} collects when you visit our website, request a demo or consultation, create an account or buy our Services, how we use it, and the choices you have.`,
  sections: [
    {
      heading: 'Information We Collect',
      bullets: [
        'Contact details you give us: name, e-mail address, company and phone number.',
        'Demo and consultation requests: the problem area, budget, preferred meeting time and details you share.',
        'Account information: your e-mail, a securely hashed password (or your Google sign-in), profile details and role.',
        'Orders and payments: the products you request, your purchase requests and payment records. Card details are handled by our payment provider and never stored by us.',
        'Technical data: your browser, device and the pages you visit, used to keep the site secure and working.',
      ],
    },
    {
      heading: 'How We Use Your Information',
      bullets: [
        'To respond to your enquiries and schedule consultations.',
        'To create and secure your account, including e-mail verification.',
        'To review, price and deliver the Services you request, and to take payments.',
        'To send service messages about your requests and account.',
        'To improve our website and Services, and to meet our legal obligations.',
      ],
    },
    {
      heading: 'Legal Bases',
      paragraphs: [
        'We process your information to perform our contract with you, with your consent where we ask for it, to meet legal obligations, and for our legitimate interests in running and securing our business.',
      ],
    },
    {
      heading: 'Sharing Your Information',
      paragraphs: [
        'We do not sell your personal information. We share it only with service providers who help us run the Services (hosting, e-mail delivery, payment processing and AI model providers), under contracts that protect it, and with authorities when the law requires.',
      ],
    },
    {
      heading: 'Storage in Your Browser',
      paragraphs: [
        'The website stores your session, your chosen theme and your display currency in your browser so you stay signed in and your preferences are kept. We do not use advertising or tracking cookies.',
      ],
    },
    {
      heading: 'Data Retention',
      paragraphs: [
        `${PRIVACY_POLICY_TEXTS.accountRecords} ${PRIVACY_POLICY_TEXTS.demoRequests}`,
        PRIVACY_POLICY_TEXTS.retention(erasedRecordsRetentionYears),
        PRIVACY_POLICY_TEXTS.webhooks(webhookRetentionDays),
        PRIVACY_POLICY_TEXTS.consent,
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Information is encrypted in transit, passwords are stored with a strong one-way hash, and access to personal data is limited to the people who need it.',
      ],
    },
    {
      heading: 'Your Rights',
      bullets: [
        'Access the personal information we hold about you.',
        'Correct information that is wrong or incomplete.',
        'Ask us to delete your information, or to stop or limit using it.',
        'Withdraw consent at any time, where we rely on it.',
        PRIVACY_POLICY_TEXTS.exportRight,
        PRIVACY_POLICY_TEXTS.erasureRight,
      ],
      paragraphs: [`To use any of these rights, e-mail ${CONTACT_EMAIL}. We respond within ${CUSTOM_QUOTE_RESPONSE_HOURS} hours.`],
    },
    {
      heading: "Children's Privacy",
      paragraphs: [
        'Our Services are for businesses and are not directed at children under 18. We do not knowingly collect their information.',
      ],
    },
    {
      heading: 'Changes to This Policy',
      paragraphs: [
        'We may update this policy. The new version will be posted on this page with its effective date, and account holders will be told of material changes by e-mail.',
      ],
    },
    {
      heading: 'Contact Us',
      paragraphs: [`Questions or requests about your privacy: ${CONTACT_EMAIL}.`],
    },
  ],
});
