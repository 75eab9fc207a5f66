import type { FastifyInstance } from 'fastify';
import { LONE_SURROGATE_MESSAGE, hasLoneSurrogate } from '@pagora/shared';
import { AppError } from '../app-error';

/**
 * C0 control characters and DEL, except tab, line feed and carriage return (free text may have
 * lines). PostgreSQL cannot store NUL in text at all (an insert failed with a 500 and its error
 * quoted every parameter), and none of the others belongs in a name, an e-mail or a description.
 */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0x7f) return true;
  }
  return false;
}
export const CONTROL_CHAR_MESSAGE = 'O texto contém caracteres de controle inválidos.';

/** The path of the first string (or key) failing `bad`, or null. */
export function findControlChar(
  value: unknown,
  path: string[] = [],
  depth = 0,
  bad: (text: string) => boolean = hasControl,
): string[] | null {
  if (typeof value === 'string') return bad(value) ? path : null;
  if (depth > 20 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (bad(key)) return [...path, key];
    const found = findControlChar(item, [...path, key], depth + 1, bad);
    if (found) return found;
  }
  return null;
}

/**
 * Every request's body, query and path parameters are checked before validation: one guard for
 * every route, present and future, instead of a rule each text field must remember.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    done(textError([request.params, request.query, request.body]));
  });
}

function textError(parts: unknown[]): AppError | undefined {
  for (const part of parts) {
    const path = findControlChar(part);
    if (path)
      return AppError.badRequest(CONTROL_CHAR_MESSAGE, path.join('.') || undefined, 'invalid_characters');
    const broken = findControlChar(part, [], 0, hasLoneSurrogate);
    if (broken)
      return AppError.badRequest(LONE_SURROGATE_MESSAGE, broken.join('.') || undefined, 'invalid_characters');
  }
  return undefined;
}
