/**
 * Which configuration values are secret, and every form in which one could reach a log line.
 * The logger (http/logging.ts) censors these values wherever they appear; configuration errors
 * never echo them (config.ts).
 */

/** A variable whose value is a secret: keys, secrets, passwords, tokens, and URLs that carry them. */
export function isSecretVariable(name: string): boolean {
  return (
    /SECRET|PASSWORD|CREDENTIAL/.test(name) ||
    // A key or a bearer token (PAYOUT_PRIVATE_KEY, METRICS_TOKEN); not a flag about keys
    // (ALLOW_RAW_KEYS) nor the game's token videos (MEDIA_TOKEN_VIDEO_DESKTOP).
    /(^|_)(KEY|TOKEN)$/.test(name) ||
    name === 'DATABASE_URL' ||
    name.startsWith('RPC_URL_') ||
    name.endsWith('_URL_AUTH')
  );
}

/** Shorter values are not censored: they would match ordinary text ("true", a port number). */
const MIN_SECRET_LENGTH = 8;

/**
 * The forms of one secret value: the value itself, each entry of a comma-separated list, a URL's
 * password and its path and query (RPC providers put their API key there), a key URI's key
 * (`key:0x…`), and a hex key with and without its 0x.
 */
function secretForms(value: string): string[] {
  const forms = new Set<string>();
  for (const entry of value.split(',').map((part) => part.trim())) {
    forms.add(entry);
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(entry)) {
      try {
        const url = new URL(entry);
        if (url.password) forms.add(decodeURIComponent(url.password)).add(url.password);
        const pathAndQuery = `${url.pathname}${url.search}`;
        if (pathAndQuery !== '/') forms.add(pathAndQuery);
        for (const segment of url.pathname.split('/')) forms.add(segment);
        for (const param of url.searchParams.values()) forms.add(param);
      } catch {
        // Not a URL after all: the entry itself is censored.
      }
      continue;
    }
    const afterScheme = /^[a-z][a-z0-9-]*:(.+)$/i.exec(entry)?.[1];
    if (afterScheme) forms.add(afterScheme);
    for (const form of [...forms]) if (/^0x[0-9a-f]+$/i.test(form)) forms.add(form.slice(2));
  }
  return [...forms].filter((form) => form.length >= MIN_SECRET_LENGTH);
}

/** Every form of every secret variable set in `env`, longest first (so a longer match wins). */
export function secretValues(env: NodeJS.ProcessEnv, names: Iterable<string>): string[] {
  const values = new Set<string>();
  for (const name of names) {
    const value = env[name];
    if (value && isSecretVariable(name)) for (const form of secretForms(value)) values.add(form);
  }
  return [...values].sort((a, b) => b.length - a.length);
}

const HEX = /^(0x)?[0-9a-f]+$/i;
const REDACTED = '[redacted]';

/**
 * A function that replaces every secret in a text by `[redacted]` (hex keys in any letter case,
 * as checksummed or upper-cased hex may show them). Built once per logger: it runs on every line.
 */
export function secretCensor(secrets: readonly string[]): (text: string) => string {
  if (secrets.length === 0) return (text) => text;
  const hex = secrets.filter((secret) => HEX.test(secret));
  const plain = secrets.filter((secret) => !HEX.test(secret));
  const hexPattern = hex.length ? new RegExp(hex.join('|'), 'gi') : undefined;
  return (text) => {
    let censored = text;
    for (const secret of plain)
      if (censored.includes(secret)) censored = censored.split(secret).join(REDACTED);
    return hexPattern ? censored.replace(hexPattern, REDACTED) : censored;
  };
}
