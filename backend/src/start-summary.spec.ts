import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSummary } from './start-summary';
import { FIRST_ADMIN_PASSWORD_FILE } from './users/users.service';

describe('startSummary', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'voosh-summary-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('ends a first start with the address, the first admin and its password file, and the mail folder', () => {
    writeFileSync(join(dataDir, FIRST_ADMIN_PASSWORD_FILE), 'secret\n');
    const lines = startSummary({ port: 3000, dataDir, admin: {} }, { folder: join(dataDir, 'mail') });
    expect(lines).toEqual([
      'VOOSH is serving at http://localhost:3000 (admin console at http://localhost:3000/admin/, API docs at http://localhost:3000/api/docs)',
      `  Admin: admin@voosh.local, first password in ${join(dataDir, FIRST_ADMIN_PASSWORD_FILE)} (sign in at http://localhost:3000/login and change it: the file is then deleted)`,
      `  Mail: no SMTP server is configured, so every mail (sign-up codes too) is written to ${join(dataDir, 'mail')}/`,
    ]);
    expect(lines.join('\n')).not.toContain('secret');
  });

  it('names ADMIN_EMAIL and the SMTP server when they are configured, and no file that is gone', () => {
    const lines = startSummary(
      { port: 8080, dataDir, admin: { email: 'ops@shop.example', password: 'x' } },
      { smtpHost: 'smtp.shop.example' },
    );
    expect(lines.slice(1)).toEqual(['  Admin: ops@shop.example, with ADMIN_PASSWORD', '  Mail: sent through smtp.shop.example']);
    expect(startSummary({ port: 8080, dataDir, admin: {} }, { smtpHost: 'smtp.shop.example' })).toHaveLength(2);
  });
});
