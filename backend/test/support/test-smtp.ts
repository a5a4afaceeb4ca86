import { SMTPServer } from 'smtp-server';

/** A mailed code: six digits on a line of their own in the text part. */
export const MAILED_CODE = /^(\d{6})\r?$/m;

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server in the test process; the app sends to it over TCP. */
export class TestSmtpServer {
  readonly mails: ReceivedMail[] = [];
  private server?: SMTPServer;
  private held?: { arrived: () => void; release: Promise<void> };
  port = 0;

  /**
   * The next mail is received but accepted only on `release()`, as from a slow SMTP server;
   * `arrived` resolves when its data is in.
   */
  hold(): { arrived: Promise<void>; release: () => void } {
    let release!: () => void;
    let arrived!: () => void;
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    this.held = { arrived, release: new Promise<void>((resolve) => (release = resolve)) };
    return { arrived: arrival, release };
  }

  async start(port = 0): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      // The stand-in mail server's own protocol trace (every SMTP command), not the app's log: the app under
      // test logs at the README's default level, and this trace would only bury its lines.
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const held = this.held;
          this.held = undefined;
          held?.arrived();
          void (held?.release ?? Promise.resolve()).then(() => {
            this.mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
            callback();
          });
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.server.address() as { port: number }).port;
    return this;
  }

  /** The configuration that sends an app's mail here. */
  appEnv(): { SMTP_HOST: string; SMTP_PORT: string } {
    return { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(this.port) };
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Waits for the next mail to `to` matching `predicate` that arrived after `since` mails. */
  async waitFor(to: string, predicate: (mail: ReceivedMail) => boolean = () => true, timeoutMs = 10_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.mails.find((mail) => mail.to.includes(to) && predicate(mail));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms (got ${this.mails.length} others)`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** The 6-digit code of the latest mail to `to` (from its subject line). */
  async codeFor(to: string, afterCount = 0): Promise<string> {
    const mail = await this.waitFor(to, (candidate) => this.mails.indexOf(candidate) >= afterCount && MAILED_CODE.test(candidate.raw));
    return MAILED_CODE.exec(mail.raw)![1]!;
  }
}
