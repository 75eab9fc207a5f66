import { useState } from 'react';
import { formatBRL } from '@pagora/shared';
import { messageOf } from '@pagora/shared/client';
import { payoutVerificationBodySchema, type Payout } from '@pagora/shared/contracts';
import { Alert, Button, ConfirmModal, FormModal, Input, notify } from '@pagora/shared/ui';
import { useDecideVerification } from '../api/decide-verification';
import styles from './payouts.module.css';

export const DECIDED = 'Saque atualizado';

/**
 * The operator's decision on a payout 'Em verificação' that no match settled (issue 36): it was
 * sent (the provider's transfer id, which the server checks against the payout) or it was not
 * (its amount returns to the available balance). Shown to the admin only; the server checks again.
 */
export function VerificationActions({ payout, sellerId }: { payout: Payout; sellerId: string | null }) {
  const [open, setOpen] = useState<'sent' | 'not_sent' | null>(null);
  const [transferId, setTransferId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = useDecideVerification(sellerId);
  const close = () => {
    if (decide.isPending) return;
    setOpen(null);
    setError(null);
  };
  const send = (body: unknown) => {
    const checked = payoutVerificationBodySchema.safeParse(body);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? null);
    decide.mutate(
      { payoutId: payout.id, body: checked.data },
      {
        onSuccess: () => {
          notify.success(DECIDED);
          setOpen(null);
        },
        onError: (err) => {
          const message = messageOf(err, 'Não foi possível registrar a decisão.');
          if (open === 'sent') setError(message);
          else notify.error(message);
        },
      },
    );
  };
  const amount = formatBRL(payout.amountCents);
  return (
    <span className={styles.actions}>
      <Button
        variant="secondary"
        onClick={() => setOpen('sent')}
        aria-label={`Foi enviado: saque de ${amount}`}
      >
        Foi enviado
      </Button>
      <Button
        variant="secondary"
        onClick={() => setOpen('not_sent')}
        aria-label={`Não foi enviado: saque de ${amount}`}
      >
        Não foi enviado
      </Button>
      <FormModal
        open={open === 'sent'}
        title="Saque enviado"
        onClose={close}
        onSubmit={() => send({ decision: 'sent', transferId })}
        submitLabel="Confirmar envio"
        busyLabel="Salvando..."
        busy={decide.isPending}
      >
        {error ? <Alert tone="error">{error}</Alert> : null}
        <p>Informe a transferência de {amount} que o provedor mostra para este saque.</p>
        <Input
          label="Id da transferência no provedor"
          value={transferId}
          onChange={(e) => setTransferId(e.target.value)}
        />
      </FormModal>
      <ConfirmModal
        open={open === 'not_sent'}
        title="Saque não enviado"
        message={`Confirme somente depois de verificar no provedor que nenhuma transferência de ${amount} foi feita. O valor volta ao saldo disponível do vendedor.`}
        confirmLabel="Confirmar: não foi enviado"
        busyLabel="Salvando..."
        busy={decide.isPending}
        onConfirm={() => send({ decision: 'not_sent' })}
        onCancel={close}
      />
    </span>
  );
}
