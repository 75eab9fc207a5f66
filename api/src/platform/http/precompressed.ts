import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What every JSON answer of the API says it is (Fastify's own default for serialized objects). */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** A cached answer as sent (JSON; also the payer's HTML page): plain, and compressed once at the highest levels. */
export interface PrecompressedJson {
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export async function precompressJson(plain: Buffer): Promise<PrecompressedJson> {
  const [br, gz] = await Promise.all([
    brotli(plain, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    }),
    gzipAsync(plain, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { plain, br, gzip: gz };
}

// Brotli first: smaller than gzip for JSON, and every current browser sends it over HTTPS.
const negotiator = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'] });

/**
 * Sends the bytes the request's Accept-Encoding takes (the plain ones when it takes neither). The
 * answer varies on that header, so a shared cache keeps each encoding apart. Content-Encoding being
 * set tells the on-the-fly compressor (./compression.ts) to leave it alone.
 */
export function sendPrecompressedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PrecompressedJson,
  contentType = JSON_CONTENT_TYPE,
): FastifyReply {
  const header = request.headers['accept-encoding'];
  const encoding = header ? negotiator.negotiate(header) : null;
  appendVary(reply, 'accept-encoding');
  reply.type(contentType);
  if (!encoding) return reply.send(answer.plain);
  return reply.header('content-encoding', encoding).send(answer[encoding]);
}

export function appendVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('vary');
  const values = String(current ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  if (values.includes(name) || values.includes('*')) return;
  void reply.header('vary', [...values, name].join(', '));
}
