import { centsToInput, parseReaisDetailed } from '@pagora/shared';
import {
  receivingPolicyBodySchema,
  WEEKDAYS,
  type ReceivingPolicy,
  type ReceivingPolicyBody,
  type ReceivingPolicyName,
} from '@pagora/shared/contracts';

/** What the form holds: the kind, its day and the minimum as typed (reais). */
export type PolicyDraft = { kind: ReceivingPolicyName; day: string; minimum: string };

export const KIND_OPTIONS: { value: ReceivingPolicyName; label: string }[] = [
  { value: 'manual', label: 'Manual' },
  { value: 'automatic_daily', label: 'Automático diário' },
  { value: 'automatic_weekly', label: 'Automático semanal' },
  { value: 'automatic_monthly', label: 'Automático mensal' },
];

/** 'segunda-feira' ... 'domingo', by Zoop's `transfer_day` (1 = Monday). */
export const WEEKDAY_OPTIONS = WEEKDAYS.map((d, i) => ({
  value: String(i + 1),
  label: i < 5 ? `${d}-feira` : d,
}));

export const MINIMUM_INVALID = 'Valor mínimo inválido (ex: 50,00)';

export function draftOf(p: ReceivingPolicy): PolicyDraft {
  return {
    kind: p.kind,
    day: 'transferDay' in p ? String(p.transferDay) : '1',
    minimum: p.kind !== 'manual' && p.minimumCents > 0 ? centsToInput(p.minimumCents) : '',
  };
}

/** The draft as the PUT body, checked with the contract's rules and pt-BR messages. */
export function bodyOf(
  d: PolicyDraft,
): { ok: true; body: ReceivingPolicyBody } | { ok: false; message: string } {
  if (d.kind === 'manual') return { ok: true, body: { policy: 'manual' } };
  const parsed = d.minimum.trim() === '' ? { ok: true as const, cents: 0 } : parseReaisDetailed(d.minimum);
  if (!parsed.ok) return { ok: false, message: MINIMUM_INVALID };
  const body: ReceivingPolicyBody = {
    policy: d.kind,
    minimumCents: parsed.cents,
    ...(d.kind === 'automatic_daily' ? {} : { transferDay: Number(d.day) }),
  };
  const checked = receivingPolicyBodySchema.safeParse(body);
  return checked.success
    ? { ok: true, body }
    : { ok: false, message: checked.error.issues[0]?.message ?? MINIMUM_INVALID };
}
