import { Suspense, useRef, type ReactNode } from 'react';
import { Spinner } from '@pagora/shared/ui/core';
import type { PayerLink } from '../../api/get-payment-link';
import { OrderContext } from '../../hooks/order-context';
import { useOrderDraft } from '../../hooks/use-order-draft';
import type { PayMethod } from '../../methods/pay-method';
import { MethodChoice } from '../method-choice';
import { OrderForm } from './order-form';
import { OrderTotal } from './order-total';

interface Props {
  link: PayerLink;
  /** Step 1 (the order and the method choice); else the chosen method's panel (`children`). */
  choosing: boolean;
  onChoose: (method: PayMethod) => void;
  onBack: () => void;
  children: ReactNode;
}

/**
 * The checkout of a link that asks the payer something first (issue 40): quantity, own amount,
 * the link's fields and a coupon, then the method. Loaded only for such links. The panels pay the
 * order it holds (`OrderContext`); a payment refused for the order comes back here, the message
 * under its input.
 */
export default function OrderScope({ link, choosing, onChoose, onBack, children }: Props) {
  const draft = useOrderDraft(link, onBack);
  const formRef = useRef<HTMLDivElement>(null);
  const choose = (method: PayMethod) => {
    const checked = draft.check();
    if (checked.ok) {
      onChoose(method);
      return;
    }
    const name = checked.first;
    if (name) formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  };
  return (
    <OrderContext.Provider value={draft.order}>
      {choosing ? (
        <>
          <div ref={formRef}>
            <OrderForm draft={draft} />
          </div>
          <MethodChoice link={link} onChoose={choose} />
        </>
      ) : (
        <>
          <OrderTotal draft={draft} />
          <Suspense fallback={<Spinner centered />}>{children}</Suspense>
        </>
      )}
    </OrderContext.Provider>
  );
}
