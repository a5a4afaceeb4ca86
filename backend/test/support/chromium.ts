import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (`apt-get install -y chromium`; `.ci/run` installs it). */
export const CHROMIUM_PATH = '/usr/bin/chromium';
/** DESIGN.md section 2: without these Chromium tries to reach the network. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Headless Chromium with a fresh temporary profile (removed on close). */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });

/**
 * For a test that walks through many pages: a page load takes about a second on the 2-core
 * machine, several when the other Jest worker is busy too, beyond Jest's default of a minute.
 */
export const PAGE_WALK_TIMEOUT_MS = 180_000;
