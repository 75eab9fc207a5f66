import type { FastifyReply } from 'fastify';

/**
 * Sends an answer a hot path keeps already serialized (made once through the route's zod answer
 * schema, so it names only the schema's fields): Fastify writes a Buffer as is, skipping the
 * per-request serializer. The route keeps its response schema for the OpenAPI document.
 */
export function sendSerializedJson(reply: FastifyReply, bytes: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(bytes);
}
