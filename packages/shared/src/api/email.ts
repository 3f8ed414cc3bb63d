/**
 * E-mail rules shared by the browser (before sending) and the API (which re-checks, since the
 * browser's check is only a courtesy).
 */

/** The form the API stores and compares: trimmed; uniqueness ignores case (see `emailKey`). */
export function normalizeEmail(email: string): string {
  return email.trim();
}

/** The case-insensitive identity of an address: two e-mails are the same subscriber if equal. */
export function emailKey(email: string): string {
  return normalizeEmail(email).toLowerCase();
}

// RFC 5322 is far looser than what mail providers accept; this is the practical subset:
// a dot-atom local part, and a domain of dot-separated labels ending in a 2+ letter TLD.
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL_DOMAIN = /^[A-Za-z]{2,63}$/;
const MAX_LOCAL_PART_LENGTH = 64;
const MAX_EMAIL_LENGTH = 254;

/** True when the (trimmed) address has a plausible mailbox format. */
export function isValidEmail(email: string): boolean {
  const candidate = normalizeEmail(email);
  if (candidate.length > MAX_EMAIL_LENGTH) return false;
  const at = candidate.lastIndexOf('@');
  if (at <= 0) return false;
  const local = candidate.slice(0, at);
  const domain = candidate.slice(at + 1);
  if (local.length > MAX_LOCAL_PART_LENGTH || !LOCAL_PART.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  const tld = labels[labels.length - 1] ?? '';
  return labels.every((label) => DOMAIN_LABEL.test(label)) && TOP_LEVEL_DOMAIN.test(tld);
}
