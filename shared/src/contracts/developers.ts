import { z } from 'zod';
import { endpoint } from './endpoint';
import { errorBodySchema, messageAnswerSchema } from './errors';
import { uuidParam } from './params';

/** What a secret key may do on `/v1` (issue 26); a call outside its scopes answers 403. */
export const API_KEY_SCOPES = [
  'links:read',
  'links:write',
  'transactions:read',
  'refunds:write',
  'buyers:read',
  'subscriptions:read',
  'anticipations:read',
  'anticipations:write',
  'statement:read',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'links:read': 'Ler links',
  'links:write': 'Criar e desativar links',
  'transactions:read': 'Ler transações',
  'refunds:write': 'Estornar',
  'buyers:read': 'Ler compradores',
  'subscriptions:read': 'Ler assinaturas',
  'anticipations:read': 'Ler antecipações',
  'anticipations:write': 'Simular e confirmar antecipações',
  'statement:read': 'Ler extrato',
};

export const DEVELOPER_MESSAGES = {
  nameRequired: 'Informe um nome para a chave.',
  scopesRequired: 'Selecione pelo menos uma permissão.',
  expiryPast: 'A validade deve ser uma data futura.',
  keyNotFound: 'Chave não encontrada.',
  keyCreated: 'Chave criada. Copie o segredo agora: ele não será mostrado de novo.',
  keyRevoked: 'Chave revogada.',
  keyRolled: 'Nova chave criada. A anterior continua valendo até o fim da sobreposição.',
  endpointNotFound: 'Endpoint de webhook não encontrado.',
  endpointCreated: 'Endpoint criado. Copie o segredo de assinatura agora: ele não será mostrado de novo.',
  endpointRemoved: 'Endpoint removido.',
  urlInvalid: 'Informe uma URL válida (https).',
  urlUnsafe: 'Este endereço não pode receber webhooks (use uma URL https pública).',
  eventsRequired: 'Selecione pelo menos um evento.',
  deliveryNotFound: 'Entrega não encontrada.',
  deliveryQueued: 'Entrega colocada na fila de envio.',
  /** 'Reenviar falhas desde…': how many failed deliveries went back to the queue. */
  failuresQueued: (n: number) =>
    n === 0
      ? 'Nenhuma entrega falhou desde essa data.'
      : n === 1
        ? '1 entrega colocada na fila de envio.'
        : `${n} entregas colocadas na fila de envio.`,
  testQueued: 'Evento de teste enviado para a fila.',
} as const;

const isoInstant = z.string();

export const apiKeyViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** `pgr_test_AbC123xy`: enough to recognise a key; the secret itself is never kept. */
  prefix: z.string(),
  mode: z.enum(['test', 'live']),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  createdAt: isoInstant,
  lastUsedAt: isoInstant.nullable(),
  expiresAt: isoInstant.nullable(),
  revokedAt: isoInstant.nullable(),
  /** Whose key it is (admin's list shows every tenant's). */
  owner: z.object({ nome: z.string(), cargo: z.string() }),
});
export type ApiKeyView = z.infer<typeof apiKeyViewSchema>;

export const createApiKeySchema = z.object({
  name: z
    .string({ error: DEVELOPER_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: DEVELOPER_MESSAGES.nameRequired })
    .max(80, { error: 'O nome pode ter até 80 caracteres.' }),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: 'Permissão inválida.' }), {
      error: DEVELOPER_MESSAGES.scopesRequired,
    })
    .min(1, { error: DEVELOPER_MESSAGES.scopesRequired })
    .transform((s) => [...new Set(s)]),
  /** ISO instant; absent or null: the key does not expire. */
  expiresAt: z.iso
    .datetime({ offset: true, error: 'Data de validade inválida.' })
    .nullable()
    .optional()
    .refine((v) => !v || Date.parse(v) > Date.now(), { error: DEVELOPER_MESSAGES.expiryPast }),
});
export type CreateApiKey = z.input<typeof createApiKeySchema>;

/** 'Rolar': how long the old secret keeps working beside the new one (0: it stops now). */
export const ROLL_OVERLAPS_HOURS = [0, 1, 24, 72, 168] as const;
export const rollApiKeySchema = z.object({
  overlapHours: z.coerce
    .number({ error: 'Sobreposição inválida.' })
    .int({ error: 'Sobreposição inválida.' })
    .min(0, { error: 'Sobreposição inválida.' })
    .max(168, { error: 'A sobreposição máxima é de 7 dias.' }),
});

const secretAnswer = z.object({
  message: z.string(),
  id: z.string(),
  /** Shown once: only its SHA-256 is stored. */
  secret: z.string(),
  key: apiKeyViewSchema,
});

const errors = {
  400: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

export const developerKeysContract = {
  create: endpoint({
    method: 'POST',
    path: '/developer/keys',
    tag: 'developers',
    summary: 'Creates a secret key for /v1; the secret is in this answer only.',
    body: createApiKeySchema,
    response: { 201: secretAnswer, ...errors },
  }),
  list: endpoint({
    method: 'GET',
    path: '/developer/keys',
    tag: 'developers',
    summary: "The caller's keys (admin: every tenant's), newest first.",
    response: { 200: z.object({ dados: z.array(apiKeyViewSchema) }), ...errors },
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/developer/keys/:id',
    tag: 'developers',
    summary: 'Revokes a key: every instance refuses it from the next call.',
    params: z.object({ id: uuidParam }),
    response: { 200: messageAnswerSchema, ...errors },
  }),
  roll: endpoint({
    method: 'POST',
    path: '/developer/keys/:id/roll',
    tag: 'developers',
    summary: "'Rolar': a new secret with the same scopes; the old one works for overlapHours more.",
    params: z.object({ id: uuidParam }),
    body: rollApiKeySchema,
    response: { 201: secretAnswer, ...errors },
  }),
};
