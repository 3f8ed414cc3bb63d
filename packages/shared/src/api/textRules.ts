/**
 * The character rules of `text()` (text.ts), without zod: the web app's first load uses
 * `cleanText` for campaign parameters, and importing it from text.ts would bring zod along.
 */
export const NONE: ReadonlySet<number> = new Set();
export const MULTILINE_WHITESPACE: ReadonlySet<number> = new Set([0x09, 0x0a, 0x0d]);

/** C0 controls (U+0000–U+001F), DEL and the C1 controls (U+007F–U+009F). */
function isControl(code: number): boolean {
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
}

export function hasControlCharacter(value: string, allowed: ReadonlySet<number> = NONE): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (isControl(code) && !allowed.has(code)) return true;
  }
  return false;
}

/** True when every surrogate is half of a pair (String.prototype.isWellFormed, ES2024). */
export function isWellFormed(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i += 1;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/**
 * For text the page did not type itself (a URL's utm_source): drops what `text()` refuses, so a
 * stray %00 in a link does not cost the visitor their subscription.
 */
export function cleanText(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (isControl(code)) continue;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        out += value[i]! + value[i + 1]!;
        i += 1;
      }
      continue;
    }
    if (code >= 0xdc00 && code <= 0xdfff) continue;
    out += value[i]!;
  }
  return out;
}
