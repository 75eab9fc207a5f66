import { z } from 'zod';
import { endpoint } from './endpoint';
import { errorBodySchema } from './errors';
import { uuidParam } from './params';

/**
 * 'Segurança' (issue 39): the open sessions of the person logged in (the actor, not the business
 * it acts for), and ending any or all of them on every instance at once.
 */

export const openSessionSchema = z.object({
  id: z.string(),
  /** Browser and system read from the user agent, e.g. 'Chrome 131 em Windows'. */
  device: z.string(),
  ip: z.string(),
  /** Approximate, from the address: 'Rede local', a country, or 'Localização desconhecida'. */
  place: z.string(),
  /** The business the session acts for (its account's name). */
  business: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  /** The session making this call ('Esta sessão'). */
  current: z.boolean(),
});
export type OpenSession = z.infer<typeof openSessionSchema>;

export const openSessionListSchema = z.object({ data: z.array(openSessionSchema) });

export const endSessionsBodySchema = z.object({
  /** true: every session, this one included (the caller is logged out too); false: all others. */
  todas: z.boolean({ error: 'Informe se a sessão atual também deve ser encerrada.' }),
});
export type EndSessionsBody = z.input<typeof endSessionsBodySchema>;

export const endedSessionsSchema = z.object({ message: z.string(), encerradas: z.number().int() });

export const SECURITY_MESSAGES = {
  sessionNotFound: 'Sessão não encontrada.',
  ended: 'Sessão encerrada.',
  endedMany: (n: number) => (n === 1 ? '1 sessão encerrada.' : `${n} sessões encerradas.`),
} as const;

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const securityContract = {
  sessions: endpoint({
    method: 'GET',
    path: '/seguranca/sessoes',
    tag: 'security',
    summary: "The caller's open sessions, most recently seen first.",
    response: { 200: openSessionListSchema, ...errors },
  }),
  endSession: endpoint({
    method: 'DELETE',
    path: '/seguranca/sessoes/:id',
    tag: 'security',
    summary: 'Ends one of the caller’s own sessions on every instance.',
    params: z.object({ id: uuidParam }),
    response: { 200: endedSessionsSchema, ...errors },
  }),
  endSessions: endpoint({
    method: 'POST',
    path: '/seguranca/sessoes/encerrar',
    tag: 'security',
    summary: 'Ends every other session of the caller (or every one, with `todas`).',
    body: endSessionsBodySchema,
    response: { 200: endedSessionsSchema, ...errors },
  }),
};
