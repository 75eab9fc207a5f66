import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { centsToInput, formatBRL } from '@pagora/shared';
import { messageOf } from '@pagora/shared/client';
import type { BankAccount } from '@pagora/shared/contracts';
import { useMoneyAction } from '@pagora/shared/data';
import { Alert, FormModal, Input, notify } from '@pagora/shared/ui';
import { createPayout } from '../api/create-payout';
import { invalidateMoney } from '../api/query-keys';
import { accountLabel, firstPayoutNotice } from './account-label';
import { checkPayoutAmount } from './payout-amount';

export const PAYOUT_REQUESTED = 'Saque solicitado';
export const PAYOUT_FAILED = 'Não foi possível solicitar o saque. Tente novamente.';

export interface PayoutModalProps {
  availableCents: number;
  /** Where the money goes (the default account), when there is one. */
  account: BankAccount | null;
  onClose: () => void;
}

/**
 * 'Sacar', mounted only while open: one opening is one intent with one Idempotency-Key, kept
 * across double clicks and retries whose outcome is unknown (issue 20's rule, as refunds do), so
 * a payout is never asked twice. The amount is typed in reais and sent in cents.
 */
export function PayoutModal({ availableCents, account, onClose }: PayoutModalProps) {
  const [text, setText] = useState(() => centsToInput(availableCents));
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const client = useQueryClient();
  const action = useMoneyAction((cents: number, key: string) => createPayout(cents, key));

  const submit = async () => {
    const check = checkPayoutAmount(text, availableCents);
    setError(check.ok ? null : check.message);
    if (!check.ok) return;
    const outcome = await action.run(check.cents);
    if (!outcome) return;
    if (outcome.kind === 'done') {
      notify.success(PAYOUT_REQUESTED);
      void invalidateMoney(client, null);
      onClose();
      return;
    }
    // Still running is an earlier click of this same intent: re-read what it did.
    if (outcome.kind === 'running') void invalidateMoney(client, null);
    setFailure(messageOf(outcome.error, PAYOUT_FAILED));
  };
  const notice = account ? firstPayoutNotice(account) : null;
  return (
    <FormModal
      open
      title="Sacar"
      onClose={() => {
        if (!action.busy) onClose();
      }}
      onSubmit={() => submit()}
      submitLabel="Sacar"
      busyLabel="Solicitando..."
      busy={action.busy}
    >
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {notice && !failure ? <Alert tone="info">{notice}</Alert> : null}
      <p>
        {account
          ? `O valor vai para ${accountLabel(account)}.`
          : 'Cadastre uma conta bancária padrão para receber o saque.'}
      </p>
      <Input
        label="Valor do saque (R$)"
        inputMode="decimal"
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={error ?? undefined}
        hint={`Disponível: ${formatBRL(availableCents)}`}
      />
    </FormModal>
  );
}
