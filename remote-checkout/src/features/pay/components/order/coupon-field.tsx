import { useState } from 'react';
import { Button, Input } from '@pagora/shared/ui/core';
import { useHydrated } from '@pagora/shared/frame';
import type { OrderDraft } from '../../hooks/use-order-draft';
import styles from './order.module.css';

/** 'Tem um cupom de desconto?': a code the server prices (`quote`); its refusal shows under it. */
export function CouponField({ draft }: { draft: OrderDraft }) {
  const [open, setOpen] = useState(false);
  // Server-rendered: the disclosure works once the scripts have hydrated it.
  const hydrated = useHydrated();
  const [code, setCode] = useState('');
  const error = draft.errors.couponCode;
  if (draft.couponApplied) {
    return (
      <div className={styles.coupon}>
        <p className={styles.applied}>
          Cupom <strong>{draft.couponCode}</strong> aplicado
        </p>
        <Button variant="ghost" onClick={draft.removeCoupon}>
          Remover
        </Button>
      </div>
    );
  }
  if (!open && !error)
    return (
      <button
        type="button"
        className={styles.disclosure}
        aria-expanded={false}
        disabled={!hydrated}
        onClick={() => setOpen(true)}
      >
        Tem um cupom de desconto?
      </button>
    );
  return (
    <div className={styles.coupon}>
      <Input
        label="Cupom de desconto"
        name="couponCode"
        autoCapitalize="characters"
        maxLength={40}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          draft.applyCoupon(code);
        }}
        error={error}
      />
      <Button variant="secondary" loading={draft.couponCode !== null} onClick={() => draft.applyCoupon(code)}>
        Aplicar
      </Button>
    </div>
  );
}
