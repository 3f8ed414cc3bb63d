import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { failure } from '@kingdoms/shared/api/envelope';
import { isMobileUserAgent } from '@kingdoms/shared/device';
import { isSiteLanguage, languageOfRequest } from '@kingdoms/shared/language';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Paths that belong to the API: unknown ones answer a JSON 404, never the web app's
 * index.html, so a wrong API call fails loudly instead of returning a page.
 */
export function isApiPath(path: string, apiPrefixes: readonly string[]): boolean {
  return apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Vite's output folder for built (content-hashed) files: everything under it is a file. */
const ASSETS_DIR = 'assets';

/**
 * Extensions of the files a build or its public folder can hold. A page parameter may contain
 * dots (a move token is a JWT, `header.payload.signature`), so only a known file type counts.
 */
const STATIC_FILE_EXTENSIONS = new Set([
  ...['html', 'js', 'mjs', 'css', 'map', 'json', 'txt', 'xml', 'webmanifest', 'wasm', 'pdf'],
  ...['svg', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'ico', 'bmp'],
  ...['woff', 'woff2', 'ttf', 'otf', 'eot'],
  ...['mp4', 'webm', 'mp3', 'ogg', 'wav'],
]);

/** A request for a file (under /assets/, or with a static file extension), never a page. */
function isFileRequest(path: string): boolean {
  if (path.startsWith(`/${ASSETS_DIR}/`)) return true;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  const dot = lastSegment.lastIndexOf('.');
  return dot >= 0 && STATIC_FILE_EXTENSIONS.has(lastSegment.slice(dot + 1).toLowerCase());
}

/** A navigation a browser makes: GET/HEAD, wants HTML, and is not a missing file like /x.js. */
export function isHistoryNavigation(request: FastifyRequest, path: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  // The site's root is a page whatever the client accepts (as when static serving answered it).
  if (path === '/') return true;
  if (!String(request.headers.accept ?? '').includes('text/html')) return false;
  return !isFileRequest(path);
}

/** Where the web build keeps its prerendered pages (apps/web/build/prerender.ts). */
const PRERENDERED_DIR = 'prerendered';

/** `prerendered/pages.json`: the prerendered paths, each one's file in `<layout>/<language>/`. */
interface PrerenderedPages {
  layouts: readonly string[];
  languages: readonly string[];
  files: Record<string, string>;
}

function readPrerenderedPages(webDist: string): PrerenderedPages | undefined {
  const file = join(webDist, PRERENDERED_DIR, 'pages.json');
  if (!existsSync(file)) return undefined;
  const pages = JSON.parse(readFileSync(file, 'utf8')) as PrerenderedPages;
  const complete =
    ['desktop', 'mobile'].every((layout) => pages.layouts.includes(layout)) &&
    pages.languages.every(isSiteLanguage);
  return complete ? pages : undefined;
}

/**
 * The prerendered copy of a page for this request: its language by the web app's rules (the
 * language menu's cookie, else Accept-Language: ko, ja, else en; Chinese from the menu only) and
 * its layout by the user agent (spec 1 §1: phones get the mobile layout), the same tests the
 * browser makes before hydrating, so the copy it receives is the one it would render.
 */
export function prerenderedFile(
  pages: PrerenderedPages,
  path: string,
  headers: FastifyRequest['headers'],
): string | undefined {
  const file = pages.files[path];
  if (!file) return undefined;
  const language = languageOfRequest({
    cookie: headers.cookie,
    acceptLanguage: headers['accept-language'],
  });
  if (!pages.languages.includes(language)) return undefined;
  const layout = isMobileUserAgent(headers['user-agent'] ?? '') ? 'mobile' : 'desktop';
  return `${PRERENDERED_DIR}/${layout}/${language}/${file}`;
}

/**
 * Serves the built web app (WEB_DIST) and its history-mode fallback. Without a build, page
 * paths answer a JSON 404 that says so.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  apiPrefixes: readonly string[],
): Promise<void> {
  const hasBuild = existsSync(join(webDist, 'index.html'));
  const prerendered = hasBuild ? readPrerenderedPages(webDist) : undefined;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      // `/` is a page like the others: the not-found handler below picks its prerendered copy.
      allowedPath: (pathname) => pathname !== '/',
      // The build writes .br and .gz beside each text file; they are sent by accept-encoding.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite puts content-hashed files under assets/; everything else may change per deploy.
        const hashed = filePath.includes(`${join('/', ASSETS_DIR, '/')}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(`No web app build at ${webDist} (index.html missing): only the API is served.`);
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (hasBuild && !isApiPath(path, apiPrefixes) && isHistoryNavigation(request, path)) {
      const page = prerendered && prerenderedFile(prerendered, path, request.headers);
      if (page) {
        // Shared caches must keep one copy per language and layout.
        return reply
          .header('cache-control', 'no-cache')
          .header('vary', 'accept-language, cookie, user-agent')
          .sendFile(page);
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(failure('not_found', `No route for ${request.method} ${path}`));
  });
}
