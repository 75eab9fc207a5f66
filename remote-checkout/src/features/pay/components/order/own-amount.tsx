import { formatBRL } from '@pagora/shared/lite';
import { Input } from '@pagora/shared/ui/core';
import type { OrderDraft } from '../../hooks/use-order-draft';

/** 'Valor livre': the payer's own amount in reais, the link's amount as the suggestion. */
export function OwnAmount({ draft }: { draft: OrderDraft }) {
  const limits = draft.link.checkout.customAmount;
  if (!limits) return null;
  return (
    <Input
      label="Quanto você quer pagar?"
      name="amount"
      inputMode="decimal"
      addon="R$"
      value={draft.amountText}
      onChange={(e) => draft.setAmount(e.target.value)}
      hint={`De ${formatBRL(limits.minCents)} a ${formatBRL(limits.maxCents)}`}
      error={draft.errors.amount}
    />
  );
}
