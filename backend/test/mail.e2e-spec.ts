import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OutboxMessage } from '../src/mail/entities/outbox-message.entity';
import { sessionFor, uniqueEmail } from './support/accounts';
import { freePort } from './support/free-port';
import { plainTextOf } from './support/mime';
import { settingsApplied } from './support/nginx-proxy';
import { openTransactions } from './support/open-transactions';
import { createTestApp } from './support/test-app';
import { MAILED_CODE, TestSmtpServer } from './support/test-smtp';

const eventually = async <T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 15_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('Mail through the outbox', () => {
  it('without SMTP, writes each message to DATA_DIR/mail/*.eml', async () => {
    const t = await createTestApp();
    try {
      const email = uniqueEmail();
      await t.http.post('/api/auth/send-verification').send({ email }).expect(200);
      const dir = join(t.dataDir, 'mail');
      const file = await eventually(() => (existsSync(dir) ? readdirSync(dir).find((name) => name.endsWith('.eml')) : undefined));
      const raw = readFileSync(join(dir, file), 'utf8');
      expect(raw).toContain(`To: ${email}`);
      expect(raw).toContain('Subject: Your VOOSH verification code\r\n');
      const code = MAILED_CODE.exec(raw)?.[1];
      expect(code).toBeDefined();
      // The log names the mail and its file, never its body or the code in it.
      await t.loggedErrors();
      const log = readFileSync(t.logFile, 'utf8');
      expect(log).toContain(`to ${email} written to`);
      expect(log.split('\n').filter((line) => line.includes(code!))).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('keeps the request working while SMTP is down, and delivers once it is back', async () => {
    const port = await freePort();
    const t = await createTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port) });
    const smtp = new TestSmtpServer();
    try {
      const email = uniqueEmail();
      await t.http.post('/api/auth/send-verification').send({ email }).expect(200);
      const em = () => t.em();
      const failed = await eventually(async () => {
        const message = await em().findOne(OutboxMessage, { to: email });
        return message && message.attempts > 0 ? message : undefined;
      });
      expect(failed.status).toBe('pending');
      expect(failed.lastError).toBeTruthy();

      await smtp.start(port);
      // Skip the backoff wait rather than sleeping through it.
      await em().nativeUpdate(OutboxMessage, { id: failed.id }, { nextAttemptAt: new Date() });
      const code = await smtp.codeFor(email);
      expect(code).toMatch(/^\d{6}$/);
      const sent = await eventually(async () => {
        const message = await em().findOne(OutboxMessage, { id: failed.id });
        return message?.status === 'sent' ? message : undefined;
      });
      expect(sent.attempts).toBe(2);
      // Once sent, the outbox keeps the mail's envelope, not its body (the code in it).
      expect(sent).toMatchObject({ to: email, text: '', html: '' });
      const [stored] = await em().getConnection().execute('select text, html from outbox_messages where id = ?', [sent.id]);
      expect(JSON.stringify(stored)).not.toContain(code);
    } finally {
      await t.close();
      await smtp.stop();
    }
  });

  it('keeps no transaction open while a slow SMTP server takes the mail', async () => {
    const t = await createTestApp({}, { mail: true });
    const smtp = t.mail;
    try {
      const server = smtp.hold();
      const email = uniqueEmail();
      await t.http.post('/api/auth/send-verification').send({ email }).expect(200);
      await server.arrived;
      expect(await openTransactions(t)).toBe(0);
      server.release();
      await smtp.codeFor(email);
      await eventually(async () => ((await t.em().findOne(OutboxMessage, { to: email }))?.status === 'sent' ? true : undefined));
    } finally {
      await t.close();
    }
  });

  it('sends at once when the transaction that queued the mail commits, without waiting for the worker tick', async () => {
    // An hour between ticks: only the wake after the commit can send these within the test.
    const t = await createTestApp({ MAIL_POLL_MS: String(3_600_000) }, { mail: true });
    const smtp = t.mail;
    try {
      // The worker's next tick is an hour away: each mail arriving at all shows the commit woke it.
      const email = uniqueEmail();
      await t.http.post('/api/auth/send-verification').send({ email }).expect(200);
      await smtp.waitFor(email, (mail) => MAILED_CODE.test(mail.raw));
      await t.http.post('/api/demo-submissions').send({ name: 'Wake Test', email: uniqueEmail(), company: 'Wake Co' }).expect(201);
      await smtp.waitFor('admin@voosh.test', (mail) => mail.raw.includes('New demo request from Wake Test'));
    } finally {
      await t.close();
    }
  });

  it("heads, signs and sends each mail under the company's name as the company details stand when the mail is written", async () => {
    const port = await freePort();
    // SMTP down at first: a mail written before the company's name changes is sent after it.
    const t = await createTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port) });
    const smtp = new TestSmtpServer();
    try {
      const before = uniqueEmail('before');
      await t.http.post('/api/auth/send-verification').send({ email: before }).expect(200);
      const waiting = await eventually(async () => {
        const message = await t.em().findOne(OutboxMessage, { to: before });
        return message && message.attempts > 0 ? message : undefined;
      });

      const company = 'Blue Mountain Automation Ltd';
      const { auth } = await sessionFor(t, 'ADMIN');
      const { body } = await t.http.get('/api/admin/settings').set(auth).expect(200);
      const companyDetails = { ...body.companyDetails, name: company };
      await t.http.put('/api/admin/settings').set(auth).send({ companyDetails }).expect(200);
      await settingsApplied(t, { companyDetails });
      const after = uniqueEmail('after');
      await t.http.post('/api/auth/send-verification').send({ email: after }).expect(200);

      await smtp.start(port);
      await t.em().nativeUpdate(OutboxMessage, { id: waiting.id }, { nextAttemptAt: new Date() });
      const [writtenBefore, writtenAfter] = await Promise.all([smtp.waitFor(before), smtp.waitFor(after)]);
      const fromOf = (raw: string) => /^From: (.*)$/m.exec(raw)?.[1]?.trim();
      expect(fromOf(writtenBefore.raw)).toBe('VOOSH <no-reply@voosh.local>');
      expect(plainTextOf(writtenBefore.raw)).toMatch(/— The VOOSH team\s*$/);
      expect(fromOf(writtenAfter.raw)).toBe(`${company} <no-reply@voosh.local>`);
      expect(plainTextOf(writtenAfter.raw)).toMatch(new RegExp(`— The ${company} team\\s*$`));
      expect(writtenAfter.raw).not.toContain('VOOSH team');
    } finally {
      await t.close();
      await smtp.stop();
    }
  });
});
