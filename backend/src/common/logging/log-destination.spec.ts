import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from '../../../test/support/eventually';
import { LogDestination } from './log-destination';

const threads = () => readdirSync('/proc/self/task').length;
const descriptorsOf = (path: string) =>
  readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`) === path;
    } catch {
      return false; // the descriptor readdir itself used, closed since
    }
  }).length;

describe('LogDestination', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'voosh-log-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const line = (msg: string) => `${JSON.stringify({ level: 30, time: Date.now(), msg })}\n`;

  it('in development, writes pretty lines through a thread of its own that closing ends, with every line in the file', async () => {
    const logFile = join(dir, 'app.log');
    // A first one opened and closed: the threads Node starts once (its pool) are not counted against the next.
    await LogDestination.open({ nodeEnv: 'development', logFile: join(dir, 'warm-up.log') }).onApplicationShutdown();
    const before = threads();
    const destination = LogDestination.open({ nodeEnv: 'development', logFile });
    await eventually(() => expect(threads()).toBeGreaterThan(before));
    destination.write(line('the last line before the close'));
    await destination.onApplicationShutdown();
    expect(readFileSync(logFile, 'utf8')).toMatch(/INFO.*: the last line before the close\n$/);
    await eventually(() => expect(threads()).toBe(before));
    expect(descriptorsOf(logFile)).toBe(0);
  });

  it('in development, holds every line written before flushed() resolves in its output', async () => {
    const logFile = join(dir, 'app.log');
    const destination = LogDestination.open({ nodeEnv: 'development', logFile });
    try {
      for (let n = 1; n <= 2000; n += 1) destination.write(line(`line ${n}`));
      await destination.flushed();
      const written = readFileSync(logFile, 'utf8').trimEnd().split('\n');
      expect(written).toHaveLength(2000);
      expect(written.at(-1)).toMatch(/INFO.*: line 2000$/);
    } finally {
      await destination.onApplicationShutdown();
    }
  });

  it('otherwise writes JSON lines to the file, which closing closes', async () => {
    const logFile = join(dir, 'app.log');
    const destination = LogDestination.open({ nodeEnv: 'production', logFile });
    destination.write(line('kept'));
    await eventually(() => expect(descriptorsOf(logFile)).toBe(1)); // opened in the background
    await destination.onApplicationShutdown();
    expect(JSON.parse(readFileSync(logFile, 'utf8'))).toMatchObject({ msg: 'kept' });
    expect(descriptorsOf(logFile)).toBe(0);
  });

  it('sends a line written after the close to standard error, and a second close does nothing', async () => {
    const destination = LogDestination.open({ nodeEnv: 'production', logFile: join(dir, 'app.log') });
    await destination.onApplicationShutdown();
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      destination.write(line('a straggler'));
      expect(stderr).toHaveBeenCalledWith(expect.stringContaining('"msg":"a straggler"'));
    } finally {
      stderr.mockRestore();
    }
    await expect(destination.onApplicationShutdown()).resolves.toBeUndefined();
  });
});
