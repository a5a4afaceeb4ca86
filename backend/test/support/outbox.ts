import { eventually } from './eventually';
import type { TestApp } from './test-app';

/**
 * Resolves once no mail written to the outbox so far is still waiting to be sent: every mail that
 * what has happened will cause has then reached the SMTP server (a row is marked sent only after
 * the server took it), so a count of mails made now is final.
 */
export async function outboxSettled(app: TestApp): Promise<void> {
  const connection = app.em().getConnection();
  await eventually(async () => {
    const [row] = await connection.execute<{ waiting: number }[]>(
      `select count(*)::int as waiting from outbox_messages where status = 'pending'`,
    );
    if (row!.waiting > 0) throw new Error(`${row!.waiting} mails still waiting in the outbox`);
  });
}
