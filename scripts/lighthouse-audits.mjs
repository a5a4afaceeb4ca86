// Lighthouse audits for `npm run bench:web`: Google's own audit with its default mobile settings
// (simulated slow 4G, 4x CPU slowdown), each page's median of several runs beside a bare static
// page audited in the same run, and the budgets public pages are held to.
/* global localStorage -- used inside a function evaluated in the page */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

/** Performance score, LCP and TBT budgets; the other three categories must score 100. */
export const LIGHTHOUSE_BUDGETS = { performance: 90, lcpMs: 2500, tbtMs: 200, otherCategories: 100 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The middle value (of an odd count; the upper middle of an even one). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse run of `url` in the launched Chromium; with `keepStorage`, its localStorage is kept (a signed-in page). */
async function auditOnce(port, url, keepStorage) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    disableStorageReset: keepStorage,
  });
  const { categories, audits, runtimeError, finalDisplayedUrl } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${runtimeError.code} ${runtimeError.message}`);
  // A page that sent the browser elsewhere (a signed-in page shown to a visitor) was not the page audited.
  if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`Lighthouse was sent from ${url} to ${finalDisplayedUrl}`);
  const score = (id) => Math.round((categories[id].score ?? 0) * 100);
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

/** The median of each figure over the runs. */
function medians(runs) {
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
}

/**
 * Audits each page `runs` times, interleaved with the baseline so both see the same moments of a
 * noisy machine. A page with a `session` ([storage key, value]) is loaded signed in: the value is
 * put in the origin's localStorage first and Lighthouse keeps storage for that page.
 */
export async function lighthouseAudits({ chromiumPath, chromiumFlags, baselineUrl, baseUrl, pages, runs }) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  try {
    const baseline = [];
    const rows = [];
    for (const { path, session } of pages) {
      const figures = [];
      for (let run = 0; run < runs; run += 1) {
        baseline.push(await auditOnce(chrome.port, baselineUrl, false));
        if (session) await storeSession(chrome.port, baseUrl, session);
        figures.push(await auditOnce(chrome.port, `${baseUrl}${path}`, Boolean(session)));
      }
      rows.push({ path: session ? `${path} (signed in)` : path, ...medians(figures) });
    }
    return { baseline: medians(baseline), rows };
  } finally {
    chrome.kill();
  }
}

async function storeSession(port, baseUrl, [key, value]) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/robots.txt`);
    await page.evaluate((entry) => localStorage.setItem(entry[0], entry[1]), [key, value]);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** The table and a PASS/FAIL line per page against LIGHTHOUSE_BUDGETS. */
export function reportLighthouse({ baseline, rows }, runs, log) {
  const header = ['page', 'perf', 'a11y', 'best', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'];
  const line = (row) =>
    [
      row.path.padEnd(32),
      ...[row.performance, row.accessibility, row.bestPractices, row.seo].map((score) => String(score).padStart(4)),
      ...[row.fcpMs, row.lcpMs, row.tbtMs].map((ms) => ms.toFixed(0).padStart(6)),
      row.cls.toFixed(3).padStart(5),
    ].join('  ');
  log(`\nLighthouse (mobile: simulated slow 4G, 4x CPU slowdown), median of ${runs} runs per page:\n`);
  log(
    [
      header[0].padEnd(32),
      ...header.slice(1, 5).map((cell) => cell.padStart(4)),
      ...header.slice(5, 8).map((cell) => cell.padStart(6)),
      'CLS'.padStart(5),
    ].join('  '),
  );
  log(line({ path: 'baseline (bare static page)', ...baseline }));
  for (const row of rows) log(line(row));
  log('');
  const { performance, lcpMs, tbtMs, otherCategories } = LIGHTHOUSE_BUDGETS;
  for (const row of rows) {
    const misses = [
      row.performance < performance && `performance ${row.performance} < ${performance}`,
      row.lcpMs > lcpMs && `LCP ${row.lcpMs.toFixed(0)} ms > ${lcpMs}`,
      row.tbtMs > tbtMs && `TBT ${row.tbtMs.toFixed(0)} ms > ${tbtMs}`,
      ...[
        ['accessibility', row.accessibility],
        ['best practices', row.bestPractices],
        ['SEO', row.seo],
      ].map(([name, score]) => score < otherCategories && `${name} ${score} < ${otherCategories}`),
    ].filter(Boolean);
    log(
      `${misses.length ? 'FAIL' : 'PASS'}: Lighthouse ${row.path}: performance ${row.performance}, LCP ${row.lcpMs.toFixed(0)} ms, TBT ${row.tbtMs.toFixed(0)} ms` +
        (misses.length ? ` (${misses.join('; ')})` : ''),
    );
  }
}
