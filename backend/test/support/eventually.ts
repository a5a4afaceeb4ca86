/**
 * Runs `check` until it stops throwing (then answers what it answered), or rethrows its last error at
 * the deadline. The deadline is on the monotonic clock, so a test may stop or move `Date.now` meanwhile.
 */
export async function eventually<T>(check: () => Promise<T> | T, { timeoutMs = 5000, everyMs = 25 } = {}): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (performance.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }
}
