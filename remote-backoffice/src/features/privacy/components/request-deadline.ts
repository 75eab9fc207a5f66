import type { PrivacyRequest } from '@pagora/shared/contracts';
import type { Tone } from '@pagora/shared/ui';

/** The deadline of a request as the list shows it: days left, overdue in red, or answered. */
export function deadlineOf(r: PrivacyRequest): { label: string; tone: Tone } {
  if (r.status === 'atendido') return { label: 'Atendido', tone: 'success' };
  const left = r.diasRestantes;
  if (left === null) return { label: 'Aberto', tone: 'warning' };
  if (left < 0) return { label: `Vencido há ${-left} ${-left === 1 ? 'dia' : 'dias'}`, tone: 'danger' };
  if (left === 0) return { label: 'Vence hoje', tone: 'danger' };
  return { label: `Vence em ${left} ${left === 1 ? 'dia' : 'dias'}`, tone: 'warning' };
}
