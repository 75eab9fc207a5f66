import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers of this size or more (JSON lists, mostly) are compressed on the fly for a client that
 * accepts it: brotli at quality 4, gzip at zlib's default, fast enough per request. Smaller ones
 * cost more to compress than they save. Built assets and the payer view are compressed ahead of time
 * and come here with Content-Encoding already set, which this leaves alone.
 */
export const COMPRESS_THRESHOLD_BYTES = 2048;

/** Must be registered before the routes: it hooks each route as it is added. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}
