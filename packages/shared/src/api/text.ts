import { z } from 'zod';
import { hasControlCharacter, isWellFormed, MULTILINE_WHITESPACE, NONE } from './textRules';

export { cleanText, hasControlCharacter, isWellFormed } from './textRules';

/**
 * THE string schema of every request field. A string a person or a page could have typed has no
 * NUL or other control characters (PostgreSQL cannot even store NUL and would answer an error),
 * and is well-formed UTF-16: no lone surrogate, which no encoding can carry. Multi-line text (a
 * Sign-In with Ethereum message, a JSON document) may also hold tab, line feed and carriage return.
 */
export function text(options: { multiline?: boolean } = {}) {
  const allowed = options.multiline ? MULTILINE_WHITESPACE : NONE;
  return z
    .string()
    .refine((value) => !hasControlCharacter(value, allowed), {
      message: options.multiline
        ? 'must not contain NUL or other control characters (tab and line breaks are allowed)'
        : 'must not contain NUL, line breaks or other control characters',
      abort: true,
    })
    .refine(isWellFormed, { message: 'must be valid Unicode text (it holds a lone surrogate)' });
}
