import { readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Path prefixes the one API process answers; the dev server forwards them to it. */
const API_PREFIXES = [
  '/stat',
  '/game',
  '/nft',
  '/server',
  '/old-chain',
  '/oidc-dev',
  '/config.json',
  '/manifest.json',
];
const API_ORIGIN = process.env.KINGDOMS_API_ORIGIN ?? 'http://127.0.0.1:8080';

/**
 * The prerenderer's bundle records each source module as it is evaluated, so
 * `build/prerender.ts` knows what a page used (its lazy chunks, their CSS and the catalogues of
 * its language) and links exactly those from the page's HTML.
 */
function recordEvaluatedModules(): Plugin {
  let root = '';
  return {
    name: 'kingdoms:record-evaluated-modules',
    apply: (_config, env) => Boolean(env.isSsrBuild),
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (id.startsWith('\0') || file.includes('/node_modules/') || !/\.(tsx?|json)$/.test(file)) return;
      const source = JSON.stringify(path.relative(root, file));
      return {
        code: `${code}\n;(globalThis.__KINGDOMS_SSR_MODULES__ ??= new Set()).add(${source});\n`,
        map: null,
      };
    },
  };
}

/** What an import of a catalogue file asks for with this query: its `error` keys only. */
const ERROR_CODES_QUERY = '?error-codes';
const ERROR_CODES_MODULE = '\0kingdoms-error-codes:';

/**
 * `import.meta.glob('…/locales/en.json', { query: '?error-codes' })` gives the codes a catalogue
 * file has texts for (`Object.keys(error)`), not its texts: `isKnownErrorCode`
 * (src/shared/errors/errorCodes.ts) knows every code without putting every text in the chunks
 * the pages load first. The module's id ends in `.js`, so the JSON plugin leaves it alone.
 */
export function errorCodeLists(): Plugin {
  return {
    name: 'kingdoms:error-code-lists',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(ERROR_CODES_QUERY)) return null;
      const file = source.slice(0, -ERROR_CODES_QUERY.length);
      const resolved = await this.resolve(file, importer, { skipSelf: true });
      return resolved ? `${ERROR_CODES_MODULE}${resolved.id}.js` : null;
    },
    load(id) {
      if (!id.startsWith(ERROR_CODES_MODULE)) return null;
      const file = id.slice(ERROR_CODES_MODULE.length, -'.js'.length);
      this.addWatchFile(file);
      const { error } = JSON.parse(readFileSync(file, 'utf8')) as { error?: Record<string, unknown> };
      return `export default ${JSON.stringify(Object.keys(error ?? {}))};`;
    },
  };
}

/** The chunk of a file of the `errors` namespace: `errors-<language>`, the shared and features' files. */
function errorTextsChunk(moduleId: string): string | null {
  const language = moduleId.match(
    /[\\/](?:shared[\\/]errors[\\/]locales|locales[\\/]errors)[\\/](\w+)\.json$/,
  )?.[1];
  return language ? `errors-${language}` : null;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), errorCodeLists(), recordEvaluatedModules()],
  server: {
    proxy: Object.fromEntries(
      API_PREFIXES.map((prefix) => [prefix, { target: API_ORIGIN, changeOrigin: true }]),
    ),
  },
  build: isSsrBuild
    ? // `vite build --ssr src/entry-server.tsx`: the prerenderer, never served.
      { outDir: 'dist-ssr', emptyOutDir: true, minify: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // Which chunks and CSS each source module ends up in, read by build/prerender.ts.
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // zod in a chunk of its own: left to itself the bundler puts small modules the first
              // screen shares with lazy pages into zod's chunk, and every first load fetched zod.
              groups: [
                { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
                // The `errors` namespace of a language is one chunk, however many features give
                // a part of it (src/i18n/sharedCatalogues.ts): one request, as when it was one file.
                { name: errorTextsChunk, debugName: 'errors-<language>' },
              ],
            },
          },
        },
      },
}));
