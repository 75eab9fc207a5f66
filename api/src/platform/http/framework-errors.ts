import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Answers Fastify writes before any route or error handler runs (a URL parameter too long, a
 * malformed URL, headers too large) in the one error shape and in pt-BR: by default they are
 * English and echo the URL back.
 */
const BY_CODE: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'uri_too_long', message: 'Endereço (URL) muito longo.' },
  FST_ERR_BAD_URL: { status: 400, code: 'bad_url', message: 'Endereço (URL) inválido.' },
};
const FALLBACK = { status: 400, code: 'bad_request', message: 'Requisição inválida.' };

export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const known = (error.code && BY_CODE[error.code]) || FALLBACK;
  void reply.status(known.status).send({ message: known.message, code: known.code });
}

/** Errors of the raw connection (no request yet): written by hand, as Fastify's default does. */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, body] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [
          431,
          'Request Header Fields Too Large',
          { message: 'Cabeçalhos da requisição muito grandes.', code: 'headers_too_large' },
        ]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', { message: 'Tempo da requisição esgotado.', code: 'request_timeout' }]
        : [400, 'Bad Request', { message: 'Requisição inválida.', code: 'bad_request' }];
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n\r\n${text}`,
    );
  }
  socket.destroy(err);
}

const INCOMING_ID = /^[\w.:-]{8,128}$/;

/**
 * Each request's id: the one a proxy sent (`X-Request-Id`) when it looks like an id, else a new
 * UUID. It is in every log line of the request and echoed on every answer, errors included.
 */
export const requestIdOptions: Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader'> = {
  requestIdHeader: false,
  genReqId: (req: IncomingMessage) => {
    const incoming = req.headers['x-request-id'];
    return typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
  },
};
