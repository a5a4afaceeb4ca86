import { BRAND, CUSTOM_QUOTE_RESPONSE_HOURS, DEPOSIT_PERCENT, FINAL_PERCENT, TERMINATION_NOTICE_DAYS } from '@voosh/shared';
import { CONTACT_EMAIL } from './contactDetails';
import type { LegalDocument } from './legalDocument';

/** The Terms and Conditions with the Data Processing Addendum. */
export const TERMS: LegalDocument = {
  title: 'Terms and Conditions',
  intro: `These Terms and Conditions ("Terms") govern your use of the ${BRAND} website and the automation products, apps and services we provide ("Services"). By creating an account, requesting a quote or purchasing a Service you agree to these Terms on behalf of yourself and the business you represent ("Client").`,
  sections: [
    {
      heading: 'Our Services',
      paragraphs: [
        `${BRAND} designs, builds, hosts and maintains AI-powered automations and apps for businesses. The scope of each engagement (the workflows, integrations, deliverables and timeline) is agreed in writing after a virtual consultation and confirmed when we approve your purchase request.`,
        'Product descriptions and prices on the website are an invitation to request a purchase, not a binding offer. A contract is formed when we approve your request and you pay the deposit.',
      ],
    },
    {
      heading: 'Accounts',
      bullets: [
        'You must give accurate information when you sign up and keep your password confidential.',
        'You are responsible for everything done through your account. Tell us at once if you suspect unauthorised use.',
        'We may suspend or close accounts that break these Terms or put other users or our systems at risk.',
      ],
    },
    {
      heading: 'Quotes, Pricing and Payment',
      paragraphs: [
        'Prices are calculated per workflow node with a complexity add-on, as explained in our Price Guide, and are stated in US dollars. Amounts shown in other currencies are conversions for convenience; you are charged in the currency shown at checkout at the rate of that day.',
        `Project fees are paid ${DEPOSIT_PERCENT}% upfront, before work begins, and ${FINAL_PERCENT}% on delivery, when the solution is handed over to you.`,
        'Monthly plans (the retainer for hosting, maintenance and support) are billed in advance at the start of each billing month and are not refunded for partial months.',
        'Custom solutions are quoted after a consultation. Until a quote is accepted there is no charge and no obligation.',
      ],
    },
    {
      heading: 'Delivery and Acceptance',
      paragraphs: [
        'We will deliver the agreed solution within the timeline set out in the approved request, and tell you promptly of anything that may delay it. You agree to give us the access, information and feedback we reasonably need.',
        'A delivered solution is accepted when you confirm it works as agreed or, if you raise no material defect within 7 days of delivery, at the end of that period.',
      ],
    },
    {
      heading: 'Client Responsibilities',
      bullets: [
        'Provide accurate business information and lawful access to the systems and data the solution needs.',
        'Make sure you have the rights and consents needed for any data you ask us to process.',
        'Use the Services lawfully and not to send spam, infringe the rights of others or harm any system.',
      ],
    },
    {
      heading: 'Intellectual Property',
      paragraphs: [
        `Once paid in full, you own the workflows and configurations built specifically for you. ${BRAND} keeps ownership of its pre-existing tools, templates, know-how and platform, and grants you a non-exclusive licence to use them as part of your solution while your subscription is active.`,
      ],
    },
    {
      heading: 'Support and Communication',
      paragraphs: [
        `We respond to enquiries, quote requests and support requests within ${CUSTOM_QUOTE_RESPONSE_HOURS} hours. Priority support is included with complete arm packages.`,
      ],
    },
    {
      heading: 'Term and Termination',
      paragraphs: [
        `Either party may end a monthly plan with ${TERMINATION_NOTICE_DAYS} days' written notice. The plan continues until the end of the notice period and fees already billed are not refunded.`,
        'Either party may end an engagement at once if the other materially breaches these Terms and does not fix the breach within 14 days of being told. On termination you pay for work done up to that date, and we return or delete your data as described in the Data Processing Addendum.',
      ],
    },
    {
      heading: 'Warranties and Liability',
      paragraphs: [
        'We carry out the Services with reasonable skill and care. Automations depend on third-party systems and AI models that can change; we do not guarantee uninterrupted or error-free operation, but we will fix defects in our work that you report.',
        `To the extent the law allows, ${BRAND}'s total liability under an engagement is limited to the fees you paid for it in the 12 months before the claim, and neither party is liable for indirect or consequential loss, including lost profits or data.`,
      ],
    },
    {
      heading: 'Changes to These Terms',
      paragraphs: [
        'We may update these Terms. We will post the new version on this page with its effective date and, for material changes, tell account holders by e-mail. Continued use of the Services after the change means you accept it.',
      ],
    },
    {
      heading: 'Governing Law',
      paragraphs: [
        'These Terms are governed by the laws of Jamaica, and the courts of Jamaica have exclusive jurisdiction over any dispute arising from them.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Questions about these Terms: ${CONTACT_EMAIL}.`],
    },
  ],
  addendum: {
    title: 'Data Processing Addendum',
    intro: `This Data Processing Addendum ("DPA") forms part of the Terms. It applies when ${BRAND} processes personal data on the Client's behalf while providing the Services. The Client is the controller and ${BRAND} is the processor of that data.`,
    sections: [
      {
        heading: 'Scope and Instructions',
        paragraphs: [
          `${BRAND} processes personal data only to provide the Services and on the Client's documented instructions, which include the approved scope of each engagement. We will tell the Client if we believe an instruction breaks the law.`,
        ],
      },
      {
        heading: 'Confidentiality and Security',
        bullets: [
          'Everyone who handles Client data is bound by confidentiality.',
          'Data is encrypted in transit and at rest, access is limited to those who need it, and access is logged.',
          'Credentials for Client systems are stored encrypted and used only for the agreed automations.',
        ],
      },
      {
        heading: 'Sub-processors',
        paragraphs: [
          `${BRAND} may use sub-processors (for example hosting, e-mail delivery and AI model providers) bound by data protection terms at least as strict as this DPA. We keep a list of sub-processors and tell the Client before adding a new one, so the Client can object.`,
        ],
      },
      {
        heading: 'Data Subject Requests',
        paragraphs: [
          `We will help the Client answer requests from individuals to access, correct or delete their data, and pass on any such request we receive directly within ${CUSTOM_QUOTE_RESPONSE_HOURS} hours.`,
        ],
      },
      {
        heading: 'Personal Data Breaches',
        paragraphs: [
          'We will tell the Client without undue delay, and in any case within 72 hours, after becoming aware of a breach affecting Client data, with the information the Client needs to meet its own obligations.',
        ],
      },
      {
        heading: 'Return and Deletion',
        paragraphs: [
          'When the Services end, we will return Client data on request and delete it from our systems within 30 days, unless the law requires us to keep it.',
        ],
      },
      {
        heading: 'Audits',
        paragraphs: [
          'On reasonable notice, and no more than once a year, we will give the Client the information needed to show compliance with this DPA.',
        ],
      },
    ],
  },
};
