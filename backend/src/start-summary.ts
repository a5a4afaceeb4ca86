import { existsSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import type { AppConfig } from './config/app-config';
import { DEFAULT_ADMIN_EMAIL, FIRST_ADMIN_PASSWORD_FILE } from './users/users.service';

/** A path as the operator would type it: relative to where the command ran when it is inside it. */
function shown(path: string): string {
  const inside = relative(process.cwd(), path);
  return inside && !inside.startsWith('..') && !isAbsolute(inside) ? inside : path;
}

/**
 * The lines `npm start` ends with once it serves: where the product is, how the first admin signs
 * in, and where mail goes (without an SMTP server, sign-up codes are read from the mail folder).
 */
export function startSummary(
  { port, dataDir, admin }: Pick<AppConfig, 'port' | 'dataDir' | 'admin'>,
  mail: { smtpHost: string } | { folder: string },
): string[] {
  const url = `http://localhost:${port}`;
  const adminEmail = admin.email ?? DEFAULT_ADMIN_EMAIL;
  const passwordFile = join(dataDir, FIRST_ADMIN_PASSWORD_FILE);
  const adminLine = existsSync(passwordFile)
    ? `  Admin: ${adminEmail}, first password in ${shown(passwordFile)} (sign in at ${url}/login and change it: the file is then deleted)`
    : admin.password
      ? `  Admin: ${adminEmail}, with ADMIN_PASSWORD`
      : null;
  const mailLine =
    'folder' in mail
      ? `  Mail: no SMTP server is configured, so every mail (sign-up codes too) is written to ${shown(mail.folder)}/`
      : `  Mail: sent through ${mail.smtpHost}`;
  return [
    `VOOSH is serving at ${url} (admin console at ${url}/admin/, API docs at ${url}/api/docs)`,
    ...(adminLine ? [adminLine] : []),
    mailLine,
  ];
}
