export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `read` until it gives a value (errors count as no value yet). */
export async function eventually<T>(
  what: string,
  read: () => Promise<T | undefined>,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** Waits until the API at `url` answers /readyz with 200: its indexers have caught up with the chains. */
export async function apiReady(url: string, timeoutMs = 60_000): Promise<void> {
  await eventually(
    `${url}/readyz`,
    async () => ((await fetch(`${url}/readyz`)).status === 200 ? true : undefined),
    timeoutMs,
  );
}
