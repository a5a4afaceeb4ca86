/** Runs `check` until it stops throwing (then answers what it answered), or rethrows its last error at the deadline. */
export async function eventually<T>(check: () => Promise<T> | T, { timeoutMs = 5000, everyMs = 25 } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }
}
