import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers of this size or more (JSON lists, mostly) are compressed on the fly for a client that
 * accepts it: brotli at quality 4, gzip at zlib's default, fast enough per request. Smaller ones
 * cost more to compress than they save. Built assets and the payer view are compressed ahead of time
 * and come here with Content-Encoding already set, which this leaves alone.
 */
export const COMPRESS_THRESHOLD_BYTES = 2048;

/**
 * A JSON answer up to this size is compressed in one call, not through a zlib stream. On 2 CPUs
 * the library's default (8 KB there) sent a 21 KB list page through the stream: ~0.5 ms of CPU a
 * request in its stream machinery, against ~0.15 ms for the compression itself (gzip or brotli 4),
 * and the threadpool it hands work to has no spare core to run on when the API, PostgreSQL and
 * their clients share the machine (docs/capacity.md, stop 55). 64 KB holds the event loop for
 * about half a millisecond at most; bigger answers and the CSV stream keep the streaming path.
 */
export const COMPRESS_SYNC_MAX_BYTES = 65_536;

/** Must be registered before the routes: it hooks each route as it is added. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    syncThreshold: COMPRESS_SYNC_MAX_BYTES,
    encodings: ['br', 'gzip'],
  });
}
