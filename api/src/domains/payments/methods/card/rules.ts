import { formatBRL } from '@pagora/shared';
import type { MethodRules } from '../types';

export const cardRules: MethodRules<'credit_card'> = {
  id: 'credit_card',
  refund: { kind: 'partial' },
  receiptLines: (r) => [
    ['Parcelas', r.parcelas > 1 ? `${r.parcelas}x (total ${formatBRL(r.amountCents)})` : 'À vista (1x)'],
  ],
};
