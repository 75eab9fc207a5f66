import { useState, type FormEvent } from 'react';
import { RECEIPT_EMAIL_MESSAGES, receiptEmailSchema } from '@pagora/shared/contracts';
import { Button, Input } from '@pagora/shared/ui/core';
import { PublicApiError } from '../../../lib/public-api';
import { setReceiptEmail } from '../api/set-receipt-email';
import styles from './pix-panel.module.css';

type State = { phase: 'idle' | 'saving' | 'saved'; error: string | null };

/**
 * 'Receber comprovante por e-mail' under a PIX code (issue 23): optional, checked with the API's
 * own schema, and the receipt goes there when the PIX is paid. A link that already names the
 * customer's e-mail still offers it: the payer may want it elsewhere.
 */
export function ReceiptEmailForm({ transactionId }: { transactionId: string }) {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ phase: 'idle', error: null });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = receiptEmailSchema.safeParse({ email });
    if (!parsed.success) {
      setState({ phase: 'idle', error: parsed.error.issues[0]?.message ?? RECEIPT_EMAIL_MESSAGES.invalid });
      return;
    }
    setState({ phase: 'saving', error: null });
    try {
      await setReceiptEmail(transactionId, parsed.data.email);
      setState({ phase: 'saved', error: null });
    } catch (err) {
      setState({ phase: 'idle', error: err instanceof PublicApiError ? err.message : String(err) });
    }
  };

  if (state.phase === 'saved')
    return (
      <p className={styles.receiptSaved} role="status">
        {RECEIPT_EMAIL_MESSAGES.saved}
      </p>
    );
  return (
    <form className={styles.receiptForm} onSubmit={submit} noValidate>
      <Input
        label={RECEIPT_EMAIL_MESSAGES.label}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        error={state.error ?? undefined}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={state.phase === 'saving'}>
        {state.phase === 'saving' ? 'Salvando...' : 'Receber comprovante'}
      </Button>
    </form>
  );
}
