// @test-pass direct: one process's memory while it streams an export
import { EXPORT_RESOURCES, REQUEST_REFERENCE_KEYS } from '@voosh/shared';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sessionFor } from './support/accounts';
import { forceGc } from './support/force-gc';
import { type MatrixActors, withAppAndActors } from './support/app-fixture';
import { SNAPFORM } from './support/commerce';
import { insertPlan } from './support/commerce-rows';
import { requestFor } from './support/payments';
import type { TestApp } from './support/test-app';
import { parseCsv } from './support/csv';

/** `count` purchase requests of one customer, written in one statement (each with one SnapForm line). */
async function insertRequests(t: TestApp, userId: number, count: number, adminNotes: string): Promise<void> {
  const connection = t.em().getConnection();
  await connection.execute(
    `with made as (
       insert into purchase_requests (user_id, status, source, setup_cents, monthly_cents, total_cents, admin_notes, created_at, updated_at)
       select ?, 'submitted', 'cart', 25000, 12500, 37500, ?, now() - g * interval '1 minute', now() from generate_series(1, ?) g
       returning id)
     insert into purchase_request_items (request_id, product_id, product_name, arm_name, quantity, unit_setup_cents, unit_monthly_cents, quote_required)
     select made.id, null, ?, 'VOOSHDesk', 1, 25000, 12500, false from made`,
    [userId, adminNotes, count, SNAPFORM.name],
  );
}

describe('CSV exports of the admin lists (GET /api/admin/exports/{resource})', () => {
  let t: TestApp;
  let actors: MatrixActors;
  withAppAndActors((app, made) => ([t, actors] = [app, made]));
  const exportOf = (resource: string, query: Record<string, string> = {}) =>
    t.http.get(`/api/admin/exports/${resource}`).query(query).set(actors.admin.auth);

  it('answers 401 without a session, 403 to a customer, 400 for an unknown list or query', async () => {
    await t.http.get('/api/admin/exports/users').expect(401);
    await t.http.get('/api/admin/exports/users').set(actors.customerA.auth).expect(403);
    await exportOf('passwords').expect(400);
    expect((await exportOf('users', { sort: '["passwordHash","ASC"]' }).expect(400)).body.error).toMatch(/^Cannot sort by passwordHash/);
    expect((await exportOf('demo-submissions', { filter: '{"secret":1}' }).expect(400)).body.error).toMatch(/^Unknown filter field secret/);
  });

  it.each(EXPORT_RESOURCES)('%s: a CSV attachment with a header and one line per row of the list', async (resource) => {
    const answer = await exportOf(resource)
      .buffer(true)
      .parse((response, done) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => done(null, text));
      });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${resource}.csv"`);
    const rows = parseCsv(answer.body as string);
    const listPath = {
      'purchase-requests': '/api/purchase-requests',
      'demo-submissions': '/api/demo-submissions',
      users: '/api/admin/users',
      payments: '/api/admin/payments',
      products: '/api/admin/products',
      arms: '/api/admin/arms',
      plans: '/api/admin/plans',
    }[resource];
    const list = await t.http.get(listPath).query({ range: '[0,99]' }).set(actors.admin.auth).expect(200);
    const total = Number(list.headers['content-range'].split('/')[1]);
    expect(rows[0]![0]).toBe('id');
    expect(rows.length - 1).toBe(total);
    expect(
      rows
        .slice(1)
        .map((row) => Number(row[0]))
        .sort((a, b) => a - b),
    ).toEqual(
      (list.body as { id: number }[])
        .map((row) => row.id)
        .sort((a, b) => a - b)
        .slice(0, 100),
    );
  });

  it('writes the words the console shows, not the codes behind them', async () => {
    /** The export's rows of `filter`, each as {header: cell}. */
    const rowsOf = async (resource: string, filter: object) => {
      const [header, ...rows] = parseCsv((await exportOf(resource, { filter: JSON.stringify(filter) }).expect(200)).text);
      return rows.map((row) => Object.fromEntries(header!.map((name, index) => [name, row[index]])));
    };
    const demo = {
      name: 'Label Reader',
      email: 'labels@example.com',
      company: 'Labels Ltd',
      problemArea: 'hr',
      budget: 'core',
      meetingTime: 'morning',
      details: 'Hiring by hand.',
    };
    const { body: submitted } = await t.http.post('/api/demo-submissions').send(demo).expect(201);
    expect(await rowsOf('demo-submissions', { id: [submitted.id] })).toEqual([
      expect.objectContaining({
        problemArea: 'Human Resources',
        budget: '$299-$500/month',
        meetingTime: '9-12 PM',
        status: 'Pending',
      }),
    ]);
    expect(await rowsOf('users', { id: [actors.customerA.user.id, actors.admin.user.id] })).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: actors.customerA.user.email, role: 'Customer', twoFactorEnabled: 'false' }),
        expect.objectContaining({ email: actors.admin.user.email, role: 'Admin' }),
      ]),
    );

    const request = await requestFor(t, actors.customerB.user, 5000, 'approved');
    await t.http
      .post(`/api/purchase-requests/${request.id}/payments`)
      .set(actors.admin.auth)
      .send({ kind: 'full', method: 'bank_transfer' })
      .expect(201);
    const plan = await insertPlan(t, request, { status: 'past_due' });
    expect(await rowsOf('purchase-requests', { id: [request.id] })).toEqual([expect.objectContaining({ status: 'Paid' })]);
    expect(await rowsOf('payments', { requestId: request.id })).toEqual([
      expect.objectContaining({ kind: 'Full Payment', method: 'Bank transfer', status: 'Succeeded', reviewReason: '' }),
    ]);
    expect(await rowsOf('plans', { id: [plan.id] })).toEqual([expect.objectContaining({ status: 'Past due', billing: 'Monthly invoice' })]);
  });

  it("exports every row of a filtered list of 2,000 requests in the list's own order, and keeps a spreadsheet from running a cell as a formula", async () => {
    await insertRequests(t, actors.customerA.user.id, 2_000, '=HYPERLINK("http://evil.example","click")');
    await insertRequests(t, actors.customerB.user.id, 50, 'other customer');
    const answer = await exportOf('purchase-requests', {
      filter: JSON.stringify({ userId: actors.customerA.user.id }),
      sort: '["id","ASC"]',
    }).expect(200);
    const [header, ...rows] = parseCsv(answer.text);
    expect(header).toEqual([
      'id',
      'status',
      'approvalState',
      'approvedUsd',
      'createdAt',
      'customerName',
      'customerEmail',
      'products',
      'setupUsd',
      'monthlyUsd',
      'totalUsd',
      'adjustedUsd',
      'amountDueUsd',
      'netUsd',
      'taxUsd',
      'taxTreatment',
      'taxRate',
      'paidUsd',
      'balanceUsd',
      'adminNotes',
      ...REQUEST_REFERENCE_KEYS,
    ]);
    expect(rows).toHaveLength(2_000);
    const ids = rows.map((row) => Number(row[0]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(2_000);
    expect(rows[0]).toEqual(
      expect.arrayContaining([actors.customerA.user.email, 'SnapForm x1', '250.00', '125.00', '375.00', '', '375.00', '0.00', '375.00']),
    );
    expect(rows[0]![header!.indexOf('adminNotes')]).toBe(`'=HYPERLINK("http://evil.example","click")`);
  });

  it('streams 20,000 rows in constant memory: a few MB held at most, as for 2,000 rows', async () => {
    const [few, many] = [await sessionFor(t), await sessionFor(t)];
    await insertRequests(t, few.user.id, 2_000, 'bulk');
    await insertRequests(t, many.user.id, 20_000, 'bulk');
    if (!t.app.getHttpServer().listening) await t.app.listen(0, '127.0.0.1');
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    /** Lines of the customer's export, and the app's peak heap growth (MB) while it streamed. */
    const gc = forceGc();
    const heldNow = () => {
      gc();
      return process.memoryUsage().heapUsed;
    };
    const exportOfCustomer = async (userId: number) => {
      const baseline = heldNow();
      let peak = baseline;
      // A full collection every 100 ms, or four times as long as the last one took: often enough to
      // see a list held whole (it would stay for the whole export), and never more than a fifth of
      // the time, so the collections do not make the export itself take minutes on a busy machine
      // (at a fixed 100 ms beside the API suite through nginx, CI ran it past 300 s).
      let sampler: NodeJS.Timeout | undefined;
      const sample = () => {
        const started = performance.now();
        peak = Math.max(peak, heldNow());
        sampler = setTimeout(sample, Math.max(100, 4 * (performance.now() - started)));
      };
      sample();
      const lines = await new Promise<number>((resolve, reject) => {
        const filter = encodeURIComponent(JSON.stringify({ userId }));
        httpRequest(
          { port, host: '127.0.0.1', path: `/api/admin/exports/purchase-requests?filter=${filter}`, headers: actors.admin.auth },
          (response) => {
            let count = 0;
            // The client keeps nothing: only the app's own memory is measured. Lines end in CRLF; the
            // LF is counted, which a chunk boundary cannot split (CR and LF can fall in two chunks).
            response.on('data', (chunk: Buffer) => (count += chunk.reduce((lines, byte) => lines + (byte === 0x0a ? 1 : 0), 0)));
            response.on('end', () => resolve(count));
          },
        )
          .on('error', reject)
          .end();
      });
      clearTimeout(sampler);
      return { lines, grownMb: (peak - baseline) / 1024 / 1024 };
    };
    const small = await exportOfCustomer(few.user.id);
    const large = await exportOfCustomer(many.user.id);
    expect([small.lines, large.lines]).toEqual([1 + 2_000, 1 + 20_000]);
    console.log(
      `memory held at the peak (after GC): 2,000 rows +${small.grownMb.toFixed(1)} MB, 20,000 rows +${large.grownMb.toFixed(1)} MB`,
    );
    // A list held whole would be tens of MB, and ten times more for ten times the rows. The margin
    // is the collector's noise on this machine (runs measured +1.6 and +2.1 MB for 20,000 rows).
    expect(large.grownMb).toBeLessThan(4);
    expect(large.grownMb).toBeLessThan(small.grownMb + 3);
  }, 600_000);
});
