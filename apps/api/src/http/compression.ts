import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses dynamic replies (JSON of the API, /config.json, the OpenAPI document) by
 * `accept-encoding`. Files of the web build are compressed at build time and served as they are
 * (`preCompressed` in webApp.ts); the plugin leaves replies that already carry an encoding alone.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    // Small replies (most API answers) cost more to compress than they save.
    threshold: 1024,
  });
}
