/**
 * Prerenders the marketing pages (`PRERENDERED_PATHS` of src/entry-server.tsx) into
 * `dist/prerendered/<layout>/<language>/<page>.html`, one copy per language (en, ko, ja, zh) and
 * per layout: the layout is chosen from the user agent (spec 1 §1), so the server picks the
 * desktop or mobile copy by the same test (`isMobileUserAgent`) and the language by the cookie
 * or Accept-Language (`languageOfRequest`). `dist/prerendered/pages.json` lists what exists.
 *
 * Each page renders in a worker of its own: the prerenderer's bundle records which source
 * modules were evaluated (vite.config.ts), which tells which lazy chunks and so stylesheets the
 * page uses; the HTML carries those stylesheets inline (no unstyled first paint, and no request
 * before it). Its scripts are not preloaded: on a slow phone network they would share the
 * bandwidth with the first paint; hydration starts when the entry has loaded them.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { SITE_LANGUAGES, type SiteLanguage } from '@kingdoms/shared/language';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webRoot, 'dist');
const ssrEntry = path.join(webRoot, 'dist-ssr', 'entry-server.js');
const manifestFile = path.join(dist, '.vite', 'manifest.json');

export const LAYOUTS = ['desktop', 'mobile'] as const;
export type Layout = (typeof LAYOUTS)[number];

/** What the server reads: the prerendered paths and each one's file name. */
export interface PrerenderedPages {
  layouts: readonly Layout[];
  languages: readonly SiteLanguage[];
  /** path → file name inside `<layout>/<language>/`. */
  files: Record<string, string>;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

interface WorkerPage {
  language: SiteLanguage;
  layout: Layout;
  html: string;
  title: string;
  description: string;
}
interface WorkerResult {
  pages: WorkerPage[];
  modules: string[];
}

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const entry = await import(workerData.entry);
  const pages = [];
  for (const language of workerData.languages) {
    for (const layout of workerData.layouts) {
      const page = await entry.renderPage(workerData.path, language, layout === 'mobile');
      pages.push({ language, layout, ...page });
    }
  }
  parentPort.postMessage({ pages, modules: entry.evaluatedModules() });
})().catch((error) => { setImmediate(() => { throw error; }); });
`;

function renderInWorker(pagePath: string): Promise<WorkerResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        entry: pathToFileURL(ssrEntry).href,
        path: pagePath,
        languages: SITE_LANGUAGES,
        layouts: LAYOUTS,
      },
    });
    worker.once('message', (result: WorkerResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`Prerendering ${pagePath} stopped with exit code ${code}`));
    });
  });
}

/** The chunk files and stylesheets `key` loads, its static imports included. */
function chunkClosure(manifest: Manifest, keys: readonly string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { js, css };
}

const CATALOGUE = /\/locales\/([a-z]{2})\.json$/;
/** The app itself: the entry imports it after the first paint, so its chunk is lazy too. */
const APP_START = 'src/app/startApp.tsx';

/** What the entry (`src/main.tsx`) loads itself: its chunks and the stylesheet index.html links. */
function entryClosure(manifest: Manifest): { js: Set<string>; css: Set<string> } {
  return chunkClosure(
    manifest,
    Object.keys(manifest).filter((key) => manifest[key]?.isEntry),
  );
}

/** The stylesheets of the lazy chunks a page evaluated (its language's only), beyond the entry's. */
function pageStylesheets(manifest: Manifest, modules: readonly string[], language: SiteLanguage): string[] {
  const initial = entryClosure(manifest);
  const evaluated = modules.filter((key) => {
    if (!manifest[key]?.isDynamicEntry) return false;
    const catalogueLanguage = key.match(CATALOGUE)?.[1];
    return !catalogueLanguage || catalogueLanguage === language;
  });
  return [...chunkClosure(manifest, [APP_START, ...evaluated]).css].filter((file) => !initial.css.has(file));
}

/**
 * The shell of the app's own pages (`index.html`, no prerendered content) has nothing to paint
 * before the app runs, so it asks for the app at once, beside the entry: module preloads for the
 * app's chunks and links to its stylesheets (the preload helper then finds them and fetches
 * nothing twice).
 */
function shellWithApp(template: string, manifest: Manifest): string {
  if (!manifest[APP_START]) throw new Error(`${APP_START} is not a chunk of the build`);
  const initial = entryClosure(manifest);
  const app = chunkClosure(manifest, [APP_START]);
  const links = [
    ...[...app.css]
      .filter((file) => !initial.css.has(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...app.js]
      .filter((file) => !initial.js.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  return replaceOnce(template, /<\/head>/, `  ${links.join('\n    ')}\n  </head>`);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const OG_LOCALES: Record<SiteLanguage, string> = { en: 'en_US', ko: 'ko_KR', ja: 'ja_JP', zh: 'zh_CN' };

function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`index.html has no match for ${pattern}`);
  return html.replace(pattern, () => replacement);
}

/** A stylesheet's text for a <style> element (nothing in the build's CSS can close the element). */
function inlineStyle(file: string): string {
  const css = readFileSync(path.join(dist, file), 'utf8');
  if (/<\/style/i.test(css)) throw new Error(`${file} cannot be inlined`);
  return `<style data-href="/${file}">${css}</style>`;
}

function pageDocument(template: string, page: WorkerPage, css: readonly string[]): string {
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  let html = template;
  html = replaceOnce(html, /<html lang="[^"]*"/, `<html lang="${page.language}"`);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${title}</title>`);
  html = replaceOnce(
    html,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
    `<meta name="description" content="${description}" />`,
  );
  html = replaceOnce(
    html,
    /<meta property="og:title" content="[^"]*" \/>/,
    `<meta property="og:title" content="${title}" />`,
  );
  html = replaceOnce(
    html,
    /<meta\s+property="og:description"\s+content="[^"]*"\s*\/>/,
    `<meta property="og:description" content="${description}" />`,
  );
  // The stylesheets inline: the first paint waits for no other request (styles may be inline by
  // the Content-Security-Policy, scripts may not).
  html = html.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+)">/g, (_link, file: string) =>
    inlineStyle(file),
  );
  const head = [
    ...css.map(inlineStyle),
    `<meta property="og:locale" content="${OG_LOCALES[page.language]}" />`,
  ];
  html = replaceOnce(html, /<\/head>/, `  ${head.join('\n    ')}\n  </head>`);
  html = replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${page.html}</div>`);
  return html;
}

export function pageFileName(pagePath: string): string {
  return pagePath === '/' ? 'index.html' : `${pagePath.slice(1).replaceAll('/', '_')}.html`;
}

async function main(): Promise<void> {
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const { PRERENDERED_PATHS } = (await import(pathToFileURL(ssrEntry).href)) as {
    PRERENDERED_PATHS: string[];
  };
  const outDir = path.join(dist, 'prerendered');
  rmSync(outDir, { recursive: true, force: true });
  const files: Record<string, string> = {};
  const started = performance.now();
  // Two at a time: one per core of the build machine.
  const queue = [...PRERENDERED_PATHS];
  const next = async (): Promise<void> => {
    const pagePath = queue.shift();
    if (pagePath === undefined) return;
    const { pages, modules } = await renderInWorker(pagePath);
    for (const page of pages) {
      const dir = path.join(outDir, page.layout, page.language);
      mkdirSync(dir, { recursive: true });
      const css = pageStylesheets(manifest, modules, page.language);
      writeFileSync(path.join(dir, pageFileName(pagePath)), pageDocument(template, page, css));
    }
    files[pagePath] = pageFileName(pagePath);
    await next();
  };
  await Promise.all([next(), next()]);
  const pages: PrerenderedPages = { layouts: LAYOUTS, languages: SITE_LANGUAGES, files };
  writeFileSync(path.join(outDir, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
  writeFileSync(path.join(dist, 'index.html'), shellWithApp(template, manifest));
  // The manifest was only for this step; it is not served.
  rmSync(path.join(dist, '.vite'), { recursive: true, force: true });
  const count = Object.keys(files).length * LAYOUTS.length * SITE_LANGUAGES.length;
  console.log(`prerendered ${count} pages in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
