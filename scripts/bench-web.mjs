#!/usr/bin/env node
// `npm run bench:web`: builds the apps, serves them from the real backend on a throwaway embedded
// database, loads storefront pages and the admin console (signed in as an admin) in headless
// Chromium and prints each page's first-load JavaScript (raw bytes and gzip-compressed) and its
// Largest Contentful Paint, beside the LCP of a minimal page served from a bare node:http server in
// the same run (the machine is noisy, so the ratio is the figure to compare). Budgets: the home
// route's first-load JS <= 170 KB as transferred (the compressed bytes the browser received) and
// its LCP <= 1.0 s, the console's <= 450 KB gzip. It also
// times `npm start` to a healthy API, on a new data folder and on a restart (goal 15 s).
// Then Lighthouse (scripts/lighthouse-audits.mjs, mobile defaults, median of BENCH_LIGHTHOUSE_RUNS,
// default 3) on the public pages and a customer's dashboard, beside a bare static page, against the
// budgets (performance >= 90, LCP <= 2.5 s, TBT <= 200 ms, the other categories 100).
/* global window, performance, PerformanceObserver, localStorage -- used inside functions evaluated in the page */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { lighthouseAudits, median, reportLighthouse } from './lighthouse-audits.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** Audited by Lighthouse; the dashboard signed in as a customer. */
const LIGHTHOUSE_PAGES = ['/', '/arms/vooshdesk', '/login', '/pricing-plans'];
const CUSTOMER_PAGE = '/customer/dashboard';
/** BENCH_LIST=1 lists the scripts each page loaded. */
const PAGES = ['/', '/arms/vooshdesk', '/login'];
/** The console, loaded signed in as the first admin (its dashboard). */
const CONSOLE_PAGE = '/admin/';
const HOME_BUDGET_TRANSFERRED_BYTES = 170 * 1024;
const HOME_LCP_GOAL_MS = 1000;
const CONSOLE_BUDGET_GZIP_BYTES = 450 * 1024;
/** `npm start` (already built) to a healthy /api/health on the embedded database. */
const START_GOAL_MS = 15_000;
const BENCH_ADMIN = { email: 'bench-admin@voosh.local', password: randomBytes(12).toString('hex') };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The whole build, as `npm run build` makes it (scripts/build.mjs). */
function build() {
  const result = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('The build failed');
}

/**
 * `npm start` as the README runs it (after the build above, so it only starts), on an embedded
 * database under `dataDir`: its environment is PATH, HOME, the port and data folder, and the bench
 * admin's credentials. Answers the base URL, the time from the command to the first healthy
 * `/api/health`, and a stop that ends the whole process group (npm, the API, PostgreSQL).
 */
async function startProduct(dataDir) {
  const port = await freePort();
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
  };
  const started = performance.now();
  const child = spawn('npm', ['start'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with code ${child.exitCode}`);
    if (performance.now() - started > 120_000) throw new Error('npm start did not answer /api/health within 120 s');
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const startMs = performance.now() - started;
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  return { baseUrl, startMs, stop };
}

/** The product started twice on one data folder: the first start (initdb, migrations, seed), then a restart, which serves the pages. */
async function startBackend() {
  const dataDir = mkdtempSync(join(tmpdir(), 'voosh-bench-web-'));
  const first = await startProduct(dataDir);
  await first.stop();
  const product = await startProduct(dataDir);
  return {
    baseUrl: product.baseUrl,
    dataDir,
    startTimes: { first: first.startMs, restart: product.startMs },
    stop: async () => {
      await product.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The baseline: one heading, served by a bare node:http server. */
async function startBaseline() {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>baseline</title></head><body><h1>Speed Where It Matters</h1></body></html>';
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, stop: () => new Promise((resolve) => server.close(resolve)) };
}

const LCP_OBSERVER = () => {
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

/** The first admin's session, as the storefront's /login stores it. */
async function adminSession(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!response.ok) throw new Error(`The bench admin could not sign in: ${response.status}`);
  const { token, user } = await response.json();
  return { token, user: { id: user.id, email: user.email, role: user.role } };
}

/** A customer signed up as the storefront does it; the e-mailed code is read from the development mail folder. */
async function customerSession(baseUrl, dataDir) {
  const email = `bench-customer-${randomBytes(4).toString('hex')}@example.com`;
  const post = async (path, body) => {
    const response = await fetch(`${baseUrl}/api/auth/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST /api/auth/${path} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
  await post('send-verification', { email });
  const code = await mailedCode(join(dataDir, 'mail'), email);
  await post('verify-email', { email, code });
  const password = `bench-${randomBytes(8).toString('hex')}`;
  const { token, user } = await post('register', {
    email,
    password,
    firstName: 'Bench',
    lastName: 'Customer',
    company: 'Bench',
    phone: '555',
    emailVerified: true,
    verificationCode: code,
  });
  return { token, user: { id: user.id, email: user.email, role: user.role } };
}

/** The six-digit code of the mail to `email`, once the outbox has written it (30 s at most). */
async function mailedCode(mailDir, email) {
  const deadline = performance.now() + 30_000;
  for (;;) {
    const files = (() => {
      try {
        return readdirSync(mailDir);
      } catch {
        return [];
      }
    })();
    for (const file of files) {
      const text = readFileSync(join(mailDir, file), 'utf8');
      const code = text.includes(email) && /^(\d{6})\r?$/m.exec(text);
      if (code) return code[1];
    }
    if (performance.now() > deadline) throw new Error(`No code was mailed to ${email} within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Puts the session into localStorage before the page's own scripts run. */
const STORE_SESSION = ([key, value]) => localStorage.setItem(key, value);

/**
 * One cold load in a fresh context: LCP and the scripts fetched until the network settles (the
 * console's live-event stream does not count as network activity). With `session`, the page
 * loads signed in.
 */
async function measure(browser, url, session, sessionKey) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(LCP_OBSERVER);
  if (session) await page.addInitScript(STORE_SESSION, [sessionKey, JSON.stringify(session)]);
  await page.goto(url, { waitUntil: 'networkidle' });
  // LCP is final once the page is idle; give the observer a frame to report.
  await page.waitForTimeout(100);
  const { lcp, scripts } = await page.evaluate(() => ({
    lcp: window.__lcp,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script' || /\.m?js(\?|$)/.test(entry.name))
      .map((entry) => ({ url: entry.name, transferred: entry.encodedBodySize })),
  }));
  await context.close();
  return { lcp, scripts: scripts.map((script) => script.url), transferred: scripts.reduce((sum, script) => sum + script.transferred, 0) };
}

async function scriptSizes(urls) {
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body).length;
  }
  return { raw, gzip };
}

async function main() {
  console.log('Building the apps...');
  build();
  // The shared library is one of the build's outputs, so it is loaded only now (a fresh clone has none before).
  const { SESSION_STORAGE_KEY } = await import('@voosh/shared');
  const backend = await startBackend();
  const baseline = await startBaseline();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const session = await adminSession(backend.baseUrl);
    const baselineLcp = [];
    const rows = [];
    for (const [path, pageSession] of [...PAGES.map((path) => [path, undefined]), [CONSOLE_PAGE, session]]) {
      const lcps = [];
      let scripts = [];
      let transferred = 0;
      for (let run = 0; run < RUNS; run += 1) {
        // Interleaved with the page's runs, so both see the same moment of a noisy machine.
        baselineLcp.push((await measure(browser, baseline.url)).lcp);
        const result = await measure(browser, `${backend.baseUrl}${path}`, pageSession, SESSION_STORAGE_KEY);
        lcps.push(result.lcp);
        ({ scripts, transferred } = result);
      }
      if (process.env.BENCH_LIST) console.log(`${path}:\n  ${scripts.map((url) => new URL(url).pathname).join('\n  ')}`);
      rows.push({
        path: pageSession ? `${path} (admin)` : path,
        lcp: median(lcps),
        scripts: scripts.length,
        transferred,
        ...(await scriptSizes(scripts)),
      });
    }
    const base = median(baselineLcp);
    console.log(
      `\nFirst load in headless Chromium, median of ${RUNS} cold loads; baseline LCP (bare node:http, one heading): ${base.toFixed(0)} ms\n`,
    );
    console.log(
      [
        'page'.padEnd(18),
        'JS files',
        'JS raw'.padStart(11),
        'JS gzip'.padStart(10),
        'JS transferred'.padStart(14),
        'LCP'.padStart(8),
        'LCP / baseline'.padStart(15),
      ].join('  '),
    );
    for (const row of rows) {
      console.log(
        [
          row.path.padEnd(18),
          String(row.scripts).padStart(8),
          kb(row.raw).padStart(11),
          kb(row.gzip).padStart(10),
          kb(row.transferred).padStart(14),
          `${row.lcp.toFixed(0)} ms`.padStart(8),
          `${(row.lcp / base).toFixed(2)}x`.padStart(15),
        ].join('  '),
      );
    }
    const home = rows.find((row) => row.path === '/');
    const verdict = home.transferred <= HOME_BUDGET_TRANSFERRED_BYTES ? 'PASS' : 'FAIL';
    console.log(`\n${verdict}: home first-load JS ${kb(home.transferred)} as transferred (budget ${kb(HOME_BUDGET_TRANSFERRED_BYTES)})`);
    const lcpVerdict = home.lcp <= HOME_LCP_GOAL_MS ? 'PASS' : 'FAIL';
    console.log(
      `${lcpVerdict}: home LCP ${home.lcp.toFixed(0)} ms (goal ${HOME_LCP_GOAL_MS} ms; baseline ${base.toFixed(0)} ms in the same run)`,
    );
    const { first, restart } = backend.startTimes;
    const startVerdict = restart <= START_GOAL_MS ? 'PASS' : 'FAIL';
    console.log(
      `${startVerdict}: npm start to healthy ${(restart / 1000).toFixed(1)} s (first start on a new data folder, with initdb: ${(first / 1000).toFixed(1)} s; goal ${START_GOAL_MS / 1000} s)`,
    );
    const consoleRow = rows.find((row) => row.path.startsWith(CONSOLE_PAGE));
    const consoleVerdict = consoleRow.gzip <= CONSOLE_BUDGET_GZIP_BYTES ? 'PASS' : 'FAIL';
    console.log(`${consoleVerdict}: admin console first-load JS ${kb(consoleRow.gzip)} gzip (budget ${kb(CONSOLE_BUDGET_GZIP_BYTES)})`);

    const customer = await customerSession(backend.baseUrl, backend.dataDir);
    const audits = await lighthouseAudits({
      chromiumPath: CHROMIUM,
      chromiumFlags: CHROMIUM_FLAGS,
      baselineUrl: baseline.url,
      baseUrl: backend.baseUrl,
      pages: [
        ...LIGHTHOUSE_PAGES.map((path) => ({ path })),
        { path: CUSTOMER_PAGE, session: [SESSION_STORAGE_KEY, JSON.stringify(customer)] },
      ],
      runs: LIGHTHOUSE_RUNS,
    });
    reportLighthouse(audits, LIGHTHOUSE_RUNS, console.log);
  } finally {
    await browser.close();
    await baseline.stop();
    await backend.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
