// Lighthouse audits for `npm run bench:web`: Google's own audit, each page's median of several runs
// beside a bare static page audited in the same run with the same profile, and the budgets the pages
// are held to. Profiles: Lighthouse's default mobile settings (simulated slow 4G, 4x CPU slowdown)
// for the storefront, its desktop preset (simulated dense 4G, no CPU slowdown) for the console.
/* global localStorage, document -- used inside a function evaluated in the page */
import * as chromeLauncher from 'chrome-launcher';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';

/** Performance score, LCP and TBT budgets; every other category audited must score 100. */
export const LIGHTHOUSE_BUDGETS = { performance: 90, lcpMs: 2500, tbtMs: 200, otherCategories: 100 };
/** SEO is judged on public pages only: a signed-in page is no search engine's to index. */
const PUBLIC_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const SIGNED_IN_CATEGORIES = PUBLIC_CATEGORIES.filter((category) => category !== 'seo');
/** Lighthouse's config per profile (none: its default, mobile). */
const PROFILES = {
  mobile: { config: undefined, description: 'simulated slow 4G, 4x CPU slowdown' },
  desktop: { config: desktopConfig, description: 'simulated dense 4G, no CPU slowdown' },
};

/** How many more times a run is tried when Lighthouse's own recording fails (NO_NAVSTART, "Please run Lighthouse again"). */
const RETRIES = 2;

/** The middle value (of an odd count; the upper middle of an even one). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * One Lighthouse run of `url` in the launched Chromium, with `profile`'s settings, over `categories`
 * (a category not audited is undefined); with `keepStorage`, its localStorage is kept (a signed-in page).
 */
async function auditOnce(port, url, { profile, categories, keepStorage }) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: categories, disableStorageReset: keepStorage };
  const result = await lighthouse(url, flags, PROFILES[profile].config);
  // BENCH_LIGHTHOUSE_REPORTS=dir keeps each run's whole report there, to read what a figure is made of.
  if (process.env.BENCH_LIGHTHOUSE_REPORTS) {
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
    mkdirSync(process.env.BENCH_LIGHTHOUSE_REPORTS, { recursive: true });
    writeFileSync(join(process.env.BENCH_LIGHTHOUSE_REPORTS, name), JSON.stringify(result.lhr));
  }
  const { categories: scores, audits, runtimeError, finalDisplayedUrl } = result.lhr;
  if (runtimeError)
    throw new Error(`Lighthouse could not audit ${url}: ${runtimeError.code} ${runtimeError.message}`, { cause: 'runtime' });
  // A page that sent the browser elsewhere (a signed-in page shown to a visitor) was not the page audited.
  if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`Lighthouse was sent from ${url} to ${finalDisplayedUrl}`);
  const score = (id) => (scores[id] ? Math.round((scores[id].score ?? 0) * 100) : undefined);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: audits['first-contentful-paint'].numericValue,
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
  };
}

/** auditOnce, tried again (RETRIES times at most) when Lighthouse itself could not record the run. */
async function audit(port, url, options) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await auditOnce(port, url, options);
    } catch (error) {
      if (error.cause !== 'runtime' || attempt === RETRIES) throw error;
      console.warn(`${error.message}; trying again`);
    }
  }
}

/** The median of each figure over the runs (undefined for a category not audited). */
function medians(runs) {
  return Object.fromEntries(
    Object.keys(runs[0]).map((key) => [key, runs[0][key] === undefined ? undefined : median(runs.map((run) => run[key]))]),
  );
}

/**
 * Audits each page `runs` times, interleaved with the baseline (on the page's profile) so both see
 * the same moments of a noisy machine. A page is `{ label, path, profile: 'mobile' | 'desktop',
 * session? }`; with a `session` ({ storage: [storage key, value], cookie }) it is loaded signed in:
 * the value is put in the origin's localStorage and the cookie set first, Lighthouse keeps storage
 * for that page, and SEO is not audited.
 */
export async function lighthouseAudits({ chromiumPath, chromiumFlags, baselineUrl, baseUrl, pages, runs }) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  try {
    const baselines = {};
    const rows = [];
    for (const { label, path, profile, session } of pages) {
      const figures = [];
      baselines[profile] ??= [];
      for (let run = 0; run < runs; run += 1) {
        baselines[profile].push(await audit(chrome.port, baselineUrl, { profile, categories: PUBLIC_CATEGORIES, keepStorage: false }));
        if (session) await storeSession(chrome.port, baseUrl, session);
        const categories = session ? SIGNED_IN_CATEGORIES : PUBLIC_CATEGORIES;
        figures.push(await audit(chrome.port, `${baseUrl}${path}`, { profile, categories, keepStorage: Boolean(session) }));
      }
      rows.push({ label, profile, ...medians(figures) });
    }
    const baseline = Object.entries(baselines).map(([profile, figures]) => ({
      label: 'baseline (bare static page)',
      profile,
      ...medians(figures),
    }));
    return { baseline, rows };
  } finally {
    chrome.kill();
  }
}

async function storeSession(port, baseUrl, session) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/robots.txt`);
    await page.evaluate(({ storage: [key, value], cookie }) => {
      localStorage.setItem(key, value);
      document.cookie = cookie;
    }, session);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** What `row` misses of LIGHTHOUSE_BUDGETS (a category not audited is not judged). */
function budgetMisses(row) {
  const { performance, lcpMs, tbtMs, otherCategories } = LIGHTHOUSE_BUDGETS;
  return [
    row.performance < performance && `performance ${row.performance} < ${performance}`,
    row.lcpMs > lcpMs && `LCP ${row.lcpMs.toFixed(0)} ms > ${lcpMs}`,
    row.tbtMs > tbtMs && `TBT ${row.tbtMs.toFixed(0)} ms > ${tbtMs}`,
    ...[
      ['accessibility', row.accessibility],
      ['best practices', row.bestPractices],
      ['SEO', row.seo],
    ].map(([name, score]) => score !== undefined && score < otherCategories && `${name} ${score} < ${otherCategories}`),
  ].filter(Boolean);
}

/** The table (a category not audited shows '-') and a PASS/FAIL line per page against LIGHTHOUSE_BUDGETS. */
export function reportLighthouse({ baseline, rows }, runs, log) {
  const width = Math.max(...[...baseline, ...rows].map((row) => row.label.length));
  const score = (value) => String(value ?? '-').padStart(4);
  const line = (row) =>
    [
      row.label.padEnd(width),
      row.profile.padEnd(7),
      ...[row.performance, row.accessibility, row.bestPractices, row.seo].map(score),
      ...[row.fcpMs, row.lcpMs, row.tbtMs].map((ms) => ms.toFixed(0).padStart(6)),
      row.cls.toFixed(3).padStart(5),
    ].join('  ');
  const profiles = Object.entries(PROFILES).map(([name, { description }]) => `${name}: ${description}`);
  log(`\nLighthouse (${profiles.join('; ')}), median of ${runs} runs per page:\n`);
  log(
    [
      'page'.padEnd(width),
      'profile',
      ...['perf', 'a11y', 'best', 'seo'].map((cell) => cell.padStart(4)),
      ...['FCP ms', 'LCP ms', 'TBT ms'].map((cell) => cell.padStart(6)),
      'CLS'.padStart(5),
    ].join('  '),
  );
  for (const row of [...baseline, ...rows]) log(line(row));
  log('');
  for (const row of rows) {
    const misses = budgetMisses(row);
    log(
      `${misses.length ? 'FAIL' : 'PASS'}: Lighthouse ${row.label} (${row.profile}): performance ${row.performance}, LCP ${row.lcpMs.toFixed(0)} ms, TBT ${row.tbtMs.toFixed(0)} ms` +
        (misses.length ? ` (${misses.join('; ')})` : ''),
    );
  }
}
