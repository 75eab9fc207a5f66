import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './app-error';
import { isDiskFull } from './db/errors';
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from './db/unavailable';

/** How long readiness says "disk full" after a write refused for lack of space. */
const DISK_FULL_HOLD_SECONDS = 30;

type ErrorBody = { message: string; code: string; field?: string };

/** Fastify's own 4xx codes, answered in pt-BR. */
const FRAMEWORK_MESSAGES: Record<string, { status: number; message: string; code: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'Tipo de conteúdo não suportado. Envie os dados como JSON (application/json).',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'payload_too_large',
    message: 'Requisição muito grande. O limite é 1 MB.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'empty_body',
    message: 'O corpo da requisição está vazio.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'invalid_json',
    message: 'JSON malformado no corpo da requisição.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'invalid_length',
    message: 'Tamanho da requisição inválido.',
  },
  FST_REQ_FILE_TOO_LARGE: {
    status: 413,
    code: 'file_too_large',
    message: 'Arquivo muito grande. Máximo 5MB',
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'Envie os dados como multipart/form-data.',
  },
};

/** The one place errors become HTTP answers: `{ message, code, field? }`, never a stack. */
export function registerErrorHandler(app: FastifyInstance): void {
  // Callback-style hooks on every request, here and in the other platform hooks: an async hook
  // costs a promise and a microtask per request (GET /api/me profile, issue 27).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (!err.operational) request.log.error({ err }, 'app error');
      const body: ErrorBody = { message: err.message, code: err.code };
      if (err.field) body.field = err.field;
      if (err.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(err.retryAfterSeconds))));
      }
      return reply.status(err.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issue = err.validation[0];
      const field = issue?.instancePath.replace(/^\//, '').replace(/\//g, '.') ?? '';
      const message =
        field === '' && err.validationContext === 'body'
          ? 'Corpo da requisição inválido: envie um objeto JSON.'
          : (issue?.message ?? 'Requisição inválida.');
      const body: ErrorBody = { message, code: 'validation_error' };
      if (field) body.field = field;
      return reply.status(400).send(body);
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response does not match its schema');
      return reply
        .status(500)
        .send({ message: 'Erro interno no servidor. Tente novamente mais tarde.', code: 'internal' });
    }
    const known = err.code ? FRAMEWORK_MESSAGES[err.code] : undefined;
    if (known) return reply.status(known.status).send({ message: known.message, code: known.code });
    if (err instanceof SyntaxError) {
      return reply
        .status(400)
        .send({ message: 'JSON malformado no corpo da requisição.', code: 'invalid_json' });
    }
    app.ctx.metrics.databaseError(err);
    if (isDiskFull(err)) {
      // Not the caller's fault and not a bug: the operator must free space. Until then the
      // instance says it is not ready, so a balancer and a monitor see it.
      request.log.error({ err }, 'database disk full');
      app.ctx.lifecycle.diskFullUntil = Date.now() + DISK_FULL_HOLD_SECONDS * 1000;
      return reply.status(503).header('retry-after', String(DISK_FULL_HOLD_SECONDS)).send({
        message:
          'Serviço temporariamente indisponível: o servidor está sem espaço em disco. Tente novamente mais tarde.',
        code: 'disk_full',
      });
    }
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'database unavailable');
      return reply.status(503).header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS)).send({
        message: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
        code: 'unavailable',
      });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: 'Requisição inválida.', code: err.code ?? 'bad_request' });
    }
    request.log.error({ err }, 'unhandled error');
    return reply
      .status(500)
      .send({ message: 'Erro interno no servidor. Tente novamente mais tarde.', code: 'internal' });
  });
}
