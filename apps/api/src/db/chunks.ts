/** `items` in consecutive slices of at most `size` (none when empty): one multi-row statement each. */
export function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  if (!Number.isInteger(size) || size < 1)
    throw new Error(`chunk size must be a positive whole number, got ${size}`);
  for (let start = 0; start < items.length; start += size) {
    yield items.slice(start, start + size);
  }
}
