import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { failure } from '@kingdoms/shared/api/envelope';
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
  if (!String(request.headers.accept ?? '').includes('text/html')) return false;
  return !isFileRequest(path);
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
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
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
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(failure('not_found', `No route for ${request.method} ${path}`));
  });
}
