import type { ReactNode } from 'react';
import { formatBRL, formatDateTime } from '@pagora/shared';
import type { TransactionView } from '@pagora/shared/contracts';
import { CopyButton, PROVIDER_ID_LABEL } from '@pagora/shared/ui';
import styles from './transactions.module.css';
import { DisputeNotice } from './dispute-notice';
import { MethodBadges, StatusBadges } from './transaction-badges';
import {
  ANONYMOUS_CUSTOMER,
  NO_EMAIL,
  customerEmailOf,
  customerNameOf,
  descriptionOf,
} from './transaction-text';

const NOT_INFORMED = 'Não informado';

interface FieldProps {
  label: string;
  value: ReactNode;
  /** The raw value to copy; no copy button without one. */
  copy?: string | null;
}

function Field({ label, value, copy }: FieldProps) {
  return (
    <div className={styles.field}>
      <dt>{label}</dt>
      <dd>
        <span className={styles.fieldValue}>{value}</span>
        {copy ? <CopyButton text={copy} aria-label={`Copiar ${label}`} className={styles.noPrint} /> : null}
      </dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {children}
    </section>
  );
}

/**
 * 'Pedido' (issue 40): what the payer chose, when the sale is more than one unit at the link's
 * price. Answers are the payer's own words: React renders them as text, never as markup.
 */
function OrderSection({ order }: { order: TransactionView['pedido'] }) {
  if (order.quantity === 1 && !order.coupon && order.fields.length === 0) return null;
  return (
    <Section title="Pedido">
      <dl className={styles.fields}>
        <Field label="Quantidade" value={`${order.quantity} × ${formatBRL(order.unitAmountCents)}`} />
        {order.coupon ? (
          <Field label="Cupom" value={`${order.coupon.code} (− ${formatBRL(order.coupon.discountCents)})`} />
        ) : null}
        {order.fields.map((f) => (
          <Field key={f.key} label={f.label} value={f.value} />
        ))}
      </dl>
    </Section>
  );
}

export interface TransactionReceiptProps {
  tx: TransactionView;
  isAdmin: boolean;
  /** Staff see the seller's side (net amount, the provider's id); a customer sees what they paid, and to whom. */
  isStaff: boolean;
}

/** Everything 'Imprimir' puts on paper: amounts, customer, methods, the transaction's own data. */
export function TransactionReceipt({ tx, isAdmin, isStaff }: TransactionReceiptProps) {
  const name = customerNameOf(tx);
  const email = customerEmailOf(tx);
  const card = tx.card?.last4 ? `${tx.card.brand ?? 'Cartão'} •••• ${tx.card.last4}` : null;
  // The API's net as sent (fees, refunds and split already off): the CSV and /v1 show the same.
  const net = isStaff ? (tx.netCents ?? null) : null;
  return (
    <>
      <h2 className={styles.printOnly}>Detalhes da Transação</h2>
      <dl className={styles.amounts}>
        {net !== null ? (
          <Field label="Valor Líquido" value={<strong className={styles.net}>{formatBRL(net)}</strong>} />
        ) : null}
        <Field label={isStaff ? 'Valor Bruto' : 'Valor Pago'} value={formatBRL(tx.amountCents)} />
        <Field label="Parcela" value={`${tx.parcela_selecionada}x`} />
        <Field label="Status" value={<StatusBadges tx={tx} />} />
      </dl>
      <DisputeNotice tx={tx} isStaff={isStaff} />
      <Section title="Informações do Cliente">
        <dl className={styles.fields}>
          <Field label="Nome" value={name ?? ANONYMOUS_CUSTOMER} copy={name} />
          <Field label="Email" value={email ?? NO_EMAIL} copy={email} />
          <Field label="Telefone" value={tx.cliente.telefone ?? NOT_INFORMED} copy={tx.cliente.telefone} />
        </dl>
      </Section>
      <OrderSection order={tx.pedido} />
      <Section title="Métodos de Pagamento">
        <MethodBadges tx={tx} />
      </Section>
      <Section title="Dados da Transação">
        <dl className={styles.fields}>
          <Field label="ID" value={<span className={styles.id}>{tx.id}</span>} copy={tx.id} />
          {!isStaff && tx.seller ? <Field label="Vendedor" value={tx.seller.nome} /> : null}
          <Field label="Descrição" value={descriptionOf(tx) ?? NOT_INFORMED} />
          <Field label="Data" value={formatDateTime(tx.data_criacao)} />
          {tx.paidAt ? <Field label="Pago em" value={formatDateTime(tx.paidAt)} /> : null}
          {card ? <Field label="Cartão" value={card} /> : null}
          {tx.refundedCents > 0 ? (
            <Field label="Valor estornado" value={formatBRL(tx.refundedCents)} />
          ) : null}
        </dl>
      </Section>
      {isAdmin && (tx.seller || tx.marketplace) ? (
        <Section title="Vendedor e Marketplace">
          <dl className={styles.fields}>
            <Field label="Vendedor" value={tx.seller?.nome ?? NOT_INFORMED} />
            <Field label="Marketplace" value={tx.marketplace?.nome ?? NOT_INFORMED} />
          </dl>
        </Section>
      ) : null}
      {isStaff && tx.transacao_id_zoop ? (
        // The provider's own id of the charge: for a conversation with Zoop's support, not a headline.
        <Section title="Suporte">
          <dl className={styles.fields}>
            <Field
              label={PROVIDER_ID_LABEL}
              value={<span className={styles.id}>{tx.transacao_id_zoop}</span>}
              copy={tx.transacao_id_zoop}
            />
          </dl>
        </Section>
      ) : null}
    </>
  );
}
