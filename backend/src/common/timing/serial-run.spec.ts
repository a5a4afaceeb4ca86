import { SerialRun } from './serial-run';

/** A run whose end the test decides. */
function gatedWork() {
  const gates: (() => void)[] = [];
  let started = 0;
  const work = () =>
    new Promise<void>((resolve) => {
      started += 1;
      gates.push(resolve);
    });
  return { work, gates, started: () => started };
}

describe('SerialRun', () => {
  it('runs one at a time, and once more after a run for every call made during it', async () => {
    const { work, gates, started } = gatedWork();
    const serial = new SerialRun(work);
    const first = serial.run();
    const second = serial.run();
    const third = serial.run();
    expect(started()).toBe(1);
    expect(second).toBe(third);
    gates[0]!();
    await first;
    await Promise.resolve();
    await Promise.resolve();
    expect(started()).toBe(2);
    gates[1]!();
    await second;
    // Nothing under way: a call starts a run at once.
    const fourth = serial.run();
    expect(started()).toBe(3);
    gates[2]!();
    await fourth;
  });

  it('runs again after a failed run', async () => {
    let calls = 0;
    const serial = new SerialRun(async () => {
      calls += 1;
      if (calls === 1) throw new Error('down');
    });
    const failed = serial.run();
    const after = serial.run();
    await expect(failed).rejects.toThrow('down');
    await after;
    expect(calls).toBe(2);
  });
});
