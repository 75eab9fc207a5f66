import { z } from 'zod';
import { loginAnswerSchema } from './accounts';
import { endpoint } from './endpoint';
import { uuidParam } from './params';

/**
 * Two-step sign-in (issue 39): an authenticator app (TOTP) with ten one-time recovery codes, and
 * passkeys. Every change needs the login's password and a current code; the login's second step
 * answers the normal login answer. The screens and the API share these messages.
 */
export const TWO_FACTOR_MESSAGES = {
  loginChallenge: 'Informe o código de verificação para concluir o login.',
  wrongCode: 'Código inválido. Confira o código no aplicativo e tente novamente.',
  usedCode: 'Este código já foi usado. Aguarde o próximo código do aplicativo.',
  wrongRecoveryCode: 'Código de recuperação inválido ou já usado.',
  wrongPassword: 'Senha incorreta.',
  codeRequired: 'Informe o código do aplicativo ou um código de recuperação.',
  challengeExpired: 'A verificação expirou. Faça login novamente.',
  tooMany: (wait: string) => `Muitas tentativas com código inválido. Aguarde ${wait} e tente novamente.`,
  alreadyEnabled: 'O aplicativo autenticador já está ativo. Desative-o antes de configurar outro.',
  noPendingSetup: 'Comece a configuração do aplicativo autenticador novamente.',
  notEnabled: 'A verificação em duas etapas não está ativa.',
  requiredCannotDisable:
    'A verificação em duas etapas é obrigatória para a sua conta e não pode ser desativada.',
  passkeyFailed: 'Não foi possível verificar a chave de acesso. Tente novamente.',
  passkeyNotFound: 'Chave de acesso não encontrada.',
  enabled: 'Verificação em duas etapas ativada.',
  disabled: 'Verificação em duas etapas desativada.',
} as const;

const codeField = z
  .string({ error: 'Informe o código de 6 dígitos.' })
  .regex(/^\s*\d{3}\s?\d{3}\s*$/, { error: 'Informe o código de 6 dígitos.' })
  .transform((v) => v.replace(/\s/g, ''));
const recoveryCodeField = z
  .string({ error: 'Informe um código de recuperação.' })
  .min(10, { error: 'Informe um código de recuperação.' })
  .max(20, { error: 'Informe um código de recuperação.' });
const passwordField = z.string({ error: 'Informe sua senha.' }).min(1, { error: 'Informe sua senha.' });

/** The password and a current code (of the app, or a recovery code) that confirm a change. */
export const twoFactorConfirmSchema = z.object({
  password: passwordField,
  code: z
    .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
    .min(6, { error: TWO_FACTOR_MESSAGES.codeRequired })
    .max(20, { error: TWO_FACTOR_MESSAGES.codeRequired }),
});
export type TwoFactorConfirmInput = z.infer<typeof twoFactorConfirmSchema>;

export const totpConfirmSchema = z.object({ password: passwordField, code: codeField });
export type TotpConfirmInput = z.input<typeof totpConfirmSchema>;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  totp: z.boolean(),
  passkeys: z.array(
    z.object({ id: z.string(), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() }),
  ),
  recoveryCodesLeft: z.number().int(),
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const totpSetupSchema = z.object({ secret: z.string(), otpauthUri: z.string(), qrSvg: z.string() });
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const recoveryCodesSchema = z.object({ message: z.string(), recoveryCodes: z.array(z.string()) });
export type RecoveryCodesAnswer = z.infer<typeof recoveryCodesSchema>;

/** A WebAuthn JSON object (options or a credential), checked by @simplewebauthn on the server. */
const webauthnJson = z.record(z.string(), z.unknown());

export const passkeyAddSchema = z.object({
  name: z
    .string({ error: 'Dê um nome à chave de acesso.' })
    .trim()
    .min(1, { error: 'Dê um nome à chave de acesso.' })
    .max(60, { error: 'Máximo de 60 caracteres' }),
  response: webauthnJson,
});
export const passkeyAddedSchema = z.object({
  message: z.string(),
  id: z.string(),
  /** Only when the passkey is the person's first factor: the recovery codes, shown once. */
  recoveryCodes: z.array(z.string()).optional(),
});

export const loginSecondStepSchema = z
  .object({
    challenge: z.string({ error: TWO_FACTOR_MESSAGES.challengeExpired }).min(1).max(200),
    code: codeField.optional(),
    recoveryCode: recoveryCodeField.optional(),
  })
  .refine((b) => b.code !== undefined || b.recoveryCode !== undefined, {
    error: TWO_FACTOR_MESSAGES.codeRequired,
  });
export type LoginSecondStepInput = z.infer<typeof loginSecondStepSchema>;

const challengeBody = z.object({
  challenge: z.string({ error: TWO_FACTOR_MESSAGES.challengeExpired }).min(1).max(200),
});

const BASE = '/seguranca/duas-etapas';
export const twoFactorContract = {
  status: endpoint({
    method: 'GET',
    path: BASE,
    tag: 'two-factor',
    response: { 200: twoFactorStatusSchema },
  }),
  startTotp: endpoint({
    method: 'POST',
    path: `${BASE}/totp`,
    tag: 'two-factor',
    response: { 200: totpSetupSchema },
  }),
  confirmTotp: endpoint({
    method: 'POST',
    path: `${BASE}/totp/confirmar`,
    tag: 'two-factor',
    body: totpConfirmSchema,
    response: { 200: recoveryCodesSchema },
  }),
  disable: endpoint({
    method: 'POST',
    path: `${BASE}/desativar`,
    tag: 'two-factor',
    body: twoFactorConfirmSchema,
    response: { 200: z.object({ message: z.string() }) },
  }),
  regenerateCodes: endpoint({
    method: 'POST',
    path: `${BASE}/codigos`,
    tag: 'two-factor',
    body: twoFactorConfirmSchema,
    response: { 200: recoveryCodesSchema },
  }),
  passkeyOptions: endpoint({
    method: 'POST',
    path: `${BASE}/passkeys/opcoes`,
    tag: 'two-factor',
    response: { 200: webauthnJson },
  }),
  addPasskey: endpoint({
    method: 'POST',
    path: `${BASE}/passkeys`,
    tag: 'two-factor',
    body: passkeyAddSchema,
    response: { 201: passkeyAddedSchema },
  }),
  removePasskey: endpoint({
    method: 'DELETE',
    path: `${BASE}/passkeys/:id`,
    tag: 'two-factor',
    params: z.object({ id: uuidParam }),
    body: z.object({ password: passwordField }),
    response: { 200: z.object({ message: z.string() }) },
  }),
  loginSecondStep: endpoint({
    method: 'POST',
    path: '/login/duas-etapas',
    tag: 'auth',
    body: loginSecondStepSchema,
    response: { 200: loginAnswerSchema },
  }),
  loginPasskeyOptions: endpoint({
    method: 'POST',
    path: '/login/duas-etapas/passkey/opcoes',
    tag: 'auth',
    body: challengeBody,
    response: { 200: webauthnJson },
  }),
  loginPasskey: endpoint({
    method: 'POST',
    path: '/login/duas-etapas/passkey',
    tag: 'auth',
    body: challengeBody.extend({ response: webauthnJson }),
    response: { 200: loginAnswerSchema },
  }),
};
