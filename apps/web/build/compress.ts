/**
 * Writes `<file>.br` and `<file>.gz` next to every text file of the web build, so the API serves
 * them by `accept-encoding` (@fastify/static `preCompressed`) without compressing per request.
 * Runs after everything else has written into dist (Vite's bundle and the prerendered pages).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Extensions of files that compress well; images, videos and fonts are compressed already. */
export const COMPRESSIBLE_EXTENSIONS: readonly string[] = [
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
];

/** Below this size the headers outweigh what compression saves. */
const MIN_BYTES = 256;

function filesBelow(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesBelow(file) : [file];
  });
}

export interface CompressionSummary {
  files: number;
  rawBytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** Compresses every compressible file below `dir` (brotli at its best quality, gzip -9). */
export function compressDirectory(dir: string): CompressionSummary {
  const summary: CompressionSummary = { files: 0, rawBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const file of filesBelow(dir)) {
    if (!COMPRESSIBLE_EXTENSIONS.includes(path.extname(file))) continue;
    const raw = readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gzip = gzipSync(raw, { level: constants.Z_BEST_COMPRESSION });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzip);
    summary.files += 1;
    summary.rawBytes += raw.length;
    summary.brotliBytes += brotli.length;
    summary.gzipBytes += gzip.length;
  }
  return summary;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
  const { files, rawBytes, brotliBytes, gzipBytes } = compressDirectory(dist);
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(
    `compressed ${files} files: ${kib(rawBytes)} → brotli ${kib(brotliBytes)}, gzip ${kib(gzipBytes)}`,
  );
}
