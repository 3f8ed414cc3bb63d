import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';

/**
 * A test build of the web app with the fixture features of `apps/web/test/fixtures/` (issue 39's
 * example feature) found beside the real ones: Vite's dev server over the app's own config, its
 * glob patterns widened to the fixtures' folders as `apps/web/src/app/exampleFeature.test.tsx`
 * widens them in jsdom, the API's paths forwarded to the stack. A dev server transforms only
 * the modules a visited page loads, so no second production build is made; its pre-bundled
 * dependencies are kept in `node_modules/.cache/vite-fixture-web` from run to run.
 */
const WEB_ROOT = fileURLToPath(new URL('../../apps/web/', import.meta.url));
const CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/vite-fixture-web', import.meta.url));

/** Where the app finds features by file, and the same pattern widened to the fixtures. */
const WIDENED_GLOBS: readonly { file: string; pattern: string; widened: string }[] = [
  {
    file: 'src/app/routes.ts',
    pattern: "'../features/*/feature.ts'",
    widened: "['../features/*/feature.ts', '../../test/fixtures/*/feature.ts']",
  },
  {
    file: 'src/features/activity/parts.ts',
    pattern: "'../*/activity.ts'",
    widened: "['../*/activity.ts', '../../../test/fixtures/*/activity.ts']",
  },
];

function withFixtureFeatures(): Plugin {
  return {
    name: 'kingdoms:fixture-features',
    // Before Vite expands `import.meta.glob`.
    enforce: 'pre',
    transform(code, id) {
      const file = path.relative(WEB_ROOT, id.split('?')[0] ?? id);
      const glob = WIDENED_GLOBS.find((entry) => entry.file === file);
      if (!glob) return undefined;
      // The app's pattern changed: the fixtures would silently be left out.
      if (!code.includes(glob.pattern)) throw new Error(`${file} no longer globs ${glob.pattern}`);
      return { code: code.replace(glob.pattern, glob.widened), map: null };
    },
  };
}

export interface FixtureWeb {
  url: string;
  close(): Promise<void>;
}

/** Serves the test build on a free port, forwarding the API's paths to `apiOrigin` (the stack's). */
export async function startFixtureWeb(apiOrigin: string): Promise<FixtureWeb> {
  // apps/web/vite.config.ts reads the API's origin from the environment as it loads.
  const before = process.env.KINGDOMS_API_ORIGIN;
  process.env.KINGDOMS_API_ORIGIN = apiOrigin;
  try {
    const server = await createServer({
      root: WEB_ROOT,
      configFile: path.join(WEB_ROOT, 'vite.config.ts'),
      cacheDir: CACHE_DIR,
      mode: 'development',
      plugins: [withFixtureFeatures()],
      server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false, watch: null },
      logLevel: 'warn',
      clearScreen: false,
    });
    await server.listen();
    const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
    if (!url) throw new Error('the fixture web server has no address');
    return { url, close: () => server.close() };
  } finally {
    if (before === undefined) delete process.env.KINGDOMS_API_ORIGIN;
    else process.env.KINGDOMS_API_ORIGIN = before;
  }
}
