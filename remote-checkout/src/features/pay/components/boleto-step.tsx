import { useEffect, useRef } from 'react';
import { centsToReais } from '@pagora/shared';
import { Button } from '@pagora/shared/ui/core';
import type { PayerLink } from '../api/get-payment-link';
import type { IssuedBoleto } from '../api/issue-boleto';
import { useBoleto } from '../hooks/use-boleto';
import { useCheckoutOrder } from '../hooks/order-context';
import { usePaymentNavigation } from '../hooks/use-payment-navigation';
import { BoletoForm } from './boleto-form';
import { BoletoPanel } from './boleto-panel';
import boletoStyles from './boleto.module.css';
import styles from './card-form.module.css';

/** Step 2, boleto (issue 24): the payer's data, then the boleto to pay, print or download. */
export function BoletoStep({ link, onClose }: { link: PayerLink; onClose: () => void }) {
  const go = usePaymentNavigation(link);
  const paid = (issued: IssuedBoleto) =>
    go.approved(
      {
        id: issued.id,
        data_criacao: new Date().toISOString(),
        paymentMethod: 'bank_slip',
        valor: centsToReais(issued.boleto.amountCents),
        amountCents: issued.boleto.amountCents,
        vendedor: link.seller.nome,
        descricao: link.description,
        parcelas: 1,
        status: 'pago',
      },
      issued.documentToken,
    );
  const state = useBoleto(link, paid, useCheckoutOrder());
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [state.phase]);

  return (
    <section className={styles.panel} aria-labelledby="boleto-title">
      <div className={`${styles.head} ${boletoStyles.noPrint}`}>
        <h2 id="boleto-title" className={styles.title} tabIndex={-1} ref={heading}>
          Pagar com boleto
        </h2>
        <Button variant="ghost" onClick={onClose} disabled={state.issuing}>
          Trocar forma de pagamento
        </Button>
      </div>
      {state.phase === 'ended' ? (
        <div className={boletoStyles.expired} role="alert">
          <p className={boletoStyles.expiredTitle}>
            {state.endedBy === 'expirada' ? 'Boleto vencido' : 'Boleto cancelado'}
          </p>
          <p className={styles.legend}>Gere um novo boleto para pagar.</p>
          <Button onClick={state.startOver}>Gerar novo boleto</Button>
        </div>
      ) : state.boleto && state.phase !== 'form' ? (
        <BoletoPanel boleto={state.boleto} state={state} />
      ) : (
        <BoletoForm link={link} state={state} />
      )}
    </section>
  );
}
