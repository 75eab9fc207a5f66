import http from 'node:http';
import https from 'node:https';
import { guardedLookup, literalRefused, type TargetMode } from './target';

export type SendResult = { statusCode: number | null; durationMs: number; response: string };

const EXCERPT_BYTES = 1024;
/** Name lookup plus TCP connect: a receiver that cannot be reached in this time is not waited for. */
export const CONNECT_TIMEOUT_MS = 3_000;

/**
 * One POST to a receiver: redirects are not followed (a 3xx is a failure), the answer is read up
 * to its first 1 KB, the connection must be up within CONNECT_TIMEOUT_MS and the whole exchange
 * is cut at `timeoutMs` (or when `signal` aborts: the instance is shutting down). Never throws: a
 * refused address, a timeout or a reset is a result without a status code.
 */
export function postWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  opts: { mode: TargetMode; timeoutMs: number; signal?: AbortSignal },
): Promise<SendResult> {
  const started = Date.now();
  const done = (statusCode: number | null, response: string): SendResult => ({
    statusCode,
    durationMs: Date.now() - started,
    response,
  });
  const url = new URL(target);
  const refused = literalRefused(url, opts.mode);
  if (refused) return Promise.resolve(done(null, `endereço não permitido: ${refused}`));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        lookup: guardedLookup(opts.mode),
        signal: opts.signal
          ? AbortSignal.any([AbortSignal.timeout(opts.timeoutMs), opts.signal])
          : AbortSignal.timeout(opts.timeoutMs),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < EXCERPT_BYTES) chunks.push(chunk);
          size += chunk.length;
          if (size >= EXCERPT_BYTES) response.destroy();
        });
        const finish = () =>
          resolve(
            done(
              response.statusCode ?? null,
              Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8'),
            ),
          );
        response.on('end', finish);
        response.on('close', finish);
      },
    );
    request.on('socket', (socket) => {
      if (!socket.connecting) return;
      const timer = setTimeout(
        () => request.destroy(new Error('tempo de conexão esgotado')),
        CONNECT_TIMEOUT_MS,
      );
      socket.once('connect', () => clearTimeout(timer));
      socket.once('close', () => clearTimeout(timer));
    });
    request.on('error', (err) =>
      resolve(done(null, err.name === 'AbortError' ? 'tempo esgotado' : err.message.slice(0, 300))),
    );
    request.end(body);
  });
}
