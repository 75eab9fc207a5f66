import type { FastifyReply } from 'fastify';
import { JSON_CONTENT_TYPE } from './precompressed';

/**
 * An answer built only from cached objects, serialized (by the route's own response schema) once
 * per combination of those objects instead of once per request. GET /api/me is read on every page
 * load and its 21 installment rates were the serializer's slowest part (issue 27's profile).
 *
 * Keyed weakly on the first object (a session's principal): the memo goes when it does. The caches
 * hand out a new object when their source changes, so an old combination is never sent again.
 */
export class AnswerMemo<K extends object> {
  private readonly answers = new WeakMap<K, { parts: readonly unknown[]; bytes: Buffer }>();

  send(reply: FastifyReply, key: K, parts: readonly unknown[], build: () => unknown): FastifyReply {
    const memo = this.answers.get(key);
    if (memo && memo.parts.length === parts.length && memo.parts.every((part, i) => part === parts[i]))
      return reply.type(JSON_CONTENT_TYPE).send(memo.bytes);
    const json = reply.serialize(build());
    const bytes = typeof json === 'string' ? Buffer.from(json) : Buffer.from(json as ArrayBuffer);
    this.answers.set(key, { parts, bytes });
    return reply.type(JSON_CONTENT_TYPE).send(bytes);
  }
}
