// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Outbound addresses are configuration (LINK_*, SITE_CONTENT_FILE; docs/configuration.md), never
 * literals of the web app: a handle guessed on someone else's site is worse than no link.
 */
const WEB_DIR = fileURLToPath(new URL('../../..', import.meta.url));
const SCANNED = ['src', 'test', 'public', 'index.html'];
const TEXT_FILE = /\.(ts|tsx|js|jsx|json|css|html|svg|md)$/;

/** Social networks, marketplaces, app stores and link hubs: accounts there are someone's. */
const THIRD_PARTY_HOST =
  /(?<![\w.-])(?:[\w-]+\.)*(?:x\.com|twitter\.com|discord\.(?:gg|com)|discordapp\.com|medium\.com|opensea\.io|rarible\.com|t\.me|telegram\.(?:me|org)|youtube\.com|youtu\.be|apps\.apple\.com|itunes\.apple\.com|play\.google\.com|facebook\.com|fb\.me|instagram\.com|tiktok\.com|reddit\.com|linkedin\.com|github\.com|linktr\.ee|kakao\.com|naver\.com|bilibili\.com|weibo\.com|coinmarketcap\.com|coingecko\.com)(?![\w-])/gi;

/** Hosts a non-test source file may name, each for a reason that is not an outbound link. */
const ALLOWED_HOSTS: readonly (string | RegExp)[] = [
  /(^|\.)(example|test|invalid|localhost)$/, // reserved names (RFC 2606, RFC 6761)
  /^example\.(com|org|net)$/,
  /^127\.0\.0\.1$/,
  'www.w3.org', // XML namespaces of SVG files
  // Sign-in SDK scripts of the kingdom migration page (features/migration/signIn/providerSdks.ts).
  'accounts.google.com',
  'appleid.cdn-apple.com',
  'connect.facebook.net',
];

function filesUnder(path: string): string[] {
  let stats: ReturnType<typeof statSync>;
  try {
    stats = statSync(path);
  } catch {
    return [];
  }
  if (stats.isFile()) return TEXT_FILE.test(path) ? [path] : [];
  return readdirSync(path).flatMap((name) => (name === 'node_modules' ? [] : filesUnder(join(path, name))));
}

const files = SCANNED.flatMap((entry) => filesUnder(join(WEB_DIR, entry)))
  .map((path) => ({ path: relative(WEB_DIR, path), text: readFileSync(path, 'utf8') }))
  .filter(({ path }) => !path.endsWith('outboundHosts.test.ts'));

const isTestCode = (path: string) =>
  /\.test\.tsx?$/.test(path) ||
  path.startsWith('test/') ||
  path.includes('/testing/') ||
  path.includes('/testing.');

describe('no outbound address is written into the web app', () => {
  it('scans the sources', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some(({ path }) => path === 'src/app/layout/Footer.tsx')).toBe(true);
  });

  it('names no social network, marketplace or app store host anywhere (code, tests, catalogues, assets)', () => {
    const found = files.flatMap(({ path, text }) =>
      [...text.matchAll(THIRD_PARTY_HOST)].map((match) => `${path}: ${match[0]}`),
    );
    expect(found).toEqual([]);
  });

  it('links from source code only to reserved example hosts or named non-link uses', () => {
    const hosts = files
      .filter(({ path }) => !isTestCode(path))
      .flatMap(({ path, text }) => [
        ...[...text.matchAll(/\bhttps?:\/\/([a-z0-9.-]+)/gi)].map((match) => ({
          path,
          host: match[1] ?? '',
        })),
        ...[...text.matchAll(/\bmailto:[^@\s'"`]+@([a-z0-9.-]+)/gi)].map((match) => ({
          path,
          host: match[1] ?? '',
        })),
      ]);
    const unexpected = hosts
      .filter(
        ({ host }) =>
          !ALLOWED_HOSTS.some((allowed) =>
            typeof allowed === 'string' ? allowed === host.toLowerCase() : allowed.test(host.toLowerCase()),
          ),
      )
      .map(({ path, host }) => `${path}: ${host}`);
    expect(unexpected).toEqual([]);
  });

  it.each([
    ['https://x.com/kingdoms', true],
    ['https://discord.gg/abc', true],
    ['https://www.youtube.com/@k', true],
    ['https://opensea.io/collection/k', true],
    ['https://t.me/k', true],
    ['https://apps.apple.com/app/id1', true],
    ['https://index.com/x', false],
    ['https://box.com', false],
    ['https://connect.facebook.net/sdk.js', false],
    ['https://kingdoms-portal.example', false],
  ])('recognises %s as a third-party host: %s', (url, expected) => {
    expect([...url.matchAll(THIRD_PARTY_HOST)].length > 0).toBe(expected);
  });
});
