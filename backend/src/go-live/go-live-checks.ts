import { type AdminSettings, bankDetailsSet, DEFAULT_COMPANY_DETAILS, type GoLiveItem } from '@voosh/shared';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import addressparser from 'nodemailer/lib/addressparser';
import { type AppConfig, cardPaymentsConfigured } from '../config/app-config';
import { smtpTarget } from '../mail/mail-transport';
import { FIRST_ADMIN_PASSWORD_FILE } from '../users/users.service';

/** The company details a customer sees that are still the defaults: any of them unchanged leaves the item to do. */
const COMPANY_FIELDS = ['name', 'address', 'email', 'phone'] as const;

/** A sender no one can reply to or that no mail server vouches for: a .local or localhost address, as MAIL_FROM's default. */
function localSender(mailFrom: string): boolean {
  const [sender] = addressparser(mailFrom, { flatten: true });
  const domain = sender?.address.split('@')[1]?.toLowerCase() ?? '';
  return domain === '' || domain === 'localhost' || domain.endsWith('.local') || domain.endsWith('.localhost');
}

/** Whether each go-live item is done, from the configuration, the settings in force and the data directory as they are now. */
export function goLiveDone(config: AppConfig, settings: AdminSettings): Record<GoLiveItem, boolean> {
  const cards = cardPaymentsConfigured(config);
  return {
    companyDetails: COMPANY_FIELDS.every((field) => settings.companyDetails[field] !== DEFAULT_COMPANY_DETAILS[field]),
    // Bank details are needed only while cards are off: without either, customers cannot pay.
    bankDetails: cards || bankDetailsSet(settings.bankDetails),
    outgoingMail: smtpTarget(config, settings.emailConfig) !== undefined && !localSender(config.mailFrom),
    cardPayments: cards,
    firstAdminPasswordFile: !existsSync(join(config.dataDir, FIRST_ADMIN_PASSWORD_FILE)),
  };
}
