import { z } from 'zod';

/**
 * The receiving policy (issue 36): what the provider really holds, read and set as such. Zoop's
 * four fields (`transfer_interval`, `transfer_day`, `transfer_enabled`, `minimum_transfer_value`)
 * become one of four kinds; a weekly or monthly policy never reads as 'manual'.
 */

export const RECEIVING_POLICIES = [
  'manual',
  'automatic_daily',
  'automatic_weekly',
  'automatic_monthly',
] as const;
export type ReceivingPolicyName = (typeof RECEIVING_POLICIES)[number];
/** Zoop's `transfer_day` of a weekly policy: 1 = segunda-feira ... 7 = domingo. */
export const WEEKDAYS = ['segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado', 'domingo'] as const;
/**
 * The monthly day one may choose: one every month has, so the day never moves (what Zoop does on
 * the 31st of a short month is not documented). A policy set elsewhere is read up to 31.
 */
export const MONTHLY_DAY_MAX = 28;

/** The receiving policy as it really is (issue 36): the kind, its day and its minimum in cents. */
export const receivingPolicySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('manual') }),
  z.object({ kind: z.literal('automatic_daily'), minimumCents: z.number().int().min(0) }),
  z.object({
    kind: z.literal('automatic_weekly'),
    transferDay: z.number().int().min(1).max(7),
    minimumCents: z.number().int().min(0),
  }),
  z.object({
    kind: z.literal('automatic_monthly'),
    transferDay: z.number().int().min(1).max(31),
    minimumCents: z.number().int().min(0),
  }),
]);
export type ReceivingPolicy = z.infer<typeof receivingPolicySchema>;

/** 'Manual', 'Automático diário', 'Automático semanal (toda segunda-feira)', 'Automático mensal (dia 5)'. */
export function receivingPolicyLabel(p: ReceivingPolicy): string {
  switch (p.kind) {
    case 'manual':
      return 'Manual';
    case 'automatic_daily':
      return 'Automático diário';
    case 'automatic_weekly': {
      const day = WEEKDAYS[p.transferDay - 1] ?? String(p.transferDay);
      // 'toda segunda-feira' ... 'toda sexta-feira', 'todo sábado', 'todo domingo'.
      const weekend = p.transferDay >= 6;
      return `Automático semanal (${weekend ? 'todo' : 'toda'} ${day}${weekend ? '' : '-feira'})`;
    }
    case 'automatic_monthly':
      return `Automático mensal (dia ${p.transferDay})`;
  }
}

/**
 * `{ policy }` alone still works (`automatic_daily` with no minimum, `manual`); a weekly or
 * monthly policy adds its `transferDay`, any automatic one may add `minimumCents`.
 */
export const receivingPolicyBodySchema = z
  .object({
    policy: z.enum(RECEIVING_POLICIES, { error: 'Política de recebimento inválida' }),
    transferDay: z
      .number({ error: 'Informe o dia da transferência' })
      .int({ error: 'Informe o dia da transferência' })
      .optional(),
    minimumCents: z
      .number({ error: 'Informe o valor mínimo' })
      .int({ error: 'Informe o valor mínimo em centavos' })
      .min(0, { error: 'O valor mínimo não pode ser negativo' })
      .max(100_000_000, { error: 'Valor mínimo acima do permitido' })
      .optional(),
  })
  .superRefine((b, issue) => {
    const day = b.transferDay;
    if (b.policy === 'automatic_weekly' && (day === undefined || day < 1 || day > 7))
      issue.addIssue({
        code: 'custom',
        path: ['transferDay'],
        message: 'Escolha o dia da semana (1 = segunda-feira a 7 = domingo)',
      });
    if (b.policy === 'automatic_monthly' && (day === undefined || day < 1 || day > MONTHLY_DAY_MAX))
      issue.addIssue({
        code: 'custom',
        path: ['transferDay'],
        message: `Escolha um dia do mês de 1 a ${MONTHLY_DAY_MAX}`,
      });
  });
export type ReceivingPolicyBody = z.input<typeof receivingPolicyBodySchema>;

/** The body as the policy it names. */
export function receivingPolicyOf(b: z.output<typeof receivingPolicyBodySchema>): ReceivingPolicy {
  const minimumCents = b.minimumCents ?? 0;
  switch (b.policy) {
    case 'manual':
      return { kind: 'manual' };
    case 'automatic_daily':
      return { kind: 'automatic_daily', minimumCents };
    case 'automatic_weekly':
    case 'automatic_monthly':
      return { kind: b.policy, transferDay: b.transferDay ?? 1, minimumCents };
  }
}
