/**
 * Polls `read` until `done` accepts its value (workers and indexers settle asynchronously), and
 * names the last value when it never does.
 */
export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(
        `Timed out; last value: ${JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? String(v) : v))}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
