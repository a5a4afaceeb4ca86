import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ARMS } from '@voosh/shared';
import type { Page } from 'playwright-core';
import { useSite } from './support/site';

const ROOT = join(__dirname, '../../..');
/** A warning only React's development build carries (its check of what an effect returns). */
const REACT_DEVELOPMENT_MARKER = 'must not return anything besides a function';
const BUILD_TIMEOUT_MS = 180_000;

/** `npm run build -w <workspace>` into `outDir`, with more Vite arguments and environment as given. */
async function build(workspace: string, outDir: string, env: NodeJS.ProcessEnv, ...viteArgs: string[]): Promise<void> {
  const args = ['run', 'build', '-w', workspace, '--', '--outDir', outDir, '--emptyOutDir', ...viteArgs];
  await promisify(execFile)('npm', args, { cwd: ROOT, env: { ...process.env, ...env } });
}

const temporaryDir = () => mkdtempSync(join(tmpdir(), 'voosh-build-'));

/** Whether a build's JavaScript holds React's development build. */
function hasReactDevelopment(outDir: string): boolean {
  const assets = join(outDir, 'assets');
  return readdirSync(assets).some(
    (file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes(REACT_DEVELOPMENT_MARKER),
  );
}

/** Runs `steps`, failing at once on an uncaught error in the page (a blank page would time out). */
async function failingOnPageError(page: Page, steps: () => Promise<void>): Promise<void> {
  let onError!: (error: Error) => void;
  const failed = new Promise<never>((_, reject) => page.on('pageerror', (onError = reject)));
  try {
    await Promise.race([steps(), failed]);
  } catch (error) {
    // The broken page's next errors belong to this test too: leave it before the next test.
    await page.goto('about:blank');
    throw error;
  } finally {
    page.off('pageerror', onError);
  }
}

// React's development build checks what production skips, and StrictMode (startApp.tsx) runs every
// effect's clean-up once right after mounting: faults that production shows later or never. An arm
// page's effect returned scrollTo's Promise as its clean-up and every arm page rendered blank
// (issue 10). The build is made from the sources, so the test needs no earlier build; the app
// serves it through STOREFRONT_DIST_DIR.
describe('the storefront built in development mode', () => {
  const outDir = temporaryDir();
  // Before useSite's beforeAll, which opens the site on this folder.
  beforeAll(() => build('@voosh/storefront', outDir, {}, '--mode', 'development'), BUILD_TIMEOUT_MS);
  // The default log level: what users run.
  const site = useSite({ STOREFRONT_DIST_DIR: outDir });
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('is a development build', () => {
    expect(hasReactDevelopment(outDir)).toBe(true);
  });

  // One page for every arm: its browser cache keeps the (unminified) chunks between the pages.
  let page: Page;
  beforeAll(async () => {
    page = await site.newPage();
  });

  it.each(ARMS.map((arm) => [arm.slug, arm] as const))('/arms/%s shows its name and every product card', async (slug, arm) => {
    await failingOnPageError(page, async () => {
      await page.goto(`/arms/${slug}`);
      await page.getByRole('heading', { level: 1, name: arm.name, exact: true }).waitFor();
      for (const product of arm.products) await page.getByRole('heading', { level: 3, name: product.name, exact: true }).waitFor();
    });
  });
});

describe('npm run build with NODE_ENV=development in the shell', () => {
  it.each(['@voosh/storefront', '@voosh/admin'])(
    '%s is still a production build',
    async (workspace) => {
      const outDir = temporaryDir();
      try {
        await build(workspace, outDir, { NODE_ENV: 'development' });
        expect(hasReactDevelopment(outDir)).toBe(false);
      } finally {
        rmSync(outDir, { recursive: true, force: true });
      }
    },
    BUILD_TIMEOUT_MS,
  );
});
