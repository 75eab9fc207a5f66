import { Link, Text } from '@react-email/components';
import { formatBRL, formatDate, formatDateTime } from '@pagora/shared';
import type { MailData } from '../kinds';
import { ActionButton, MailLayout } from './layout';
import type { TemplateInput } from './template-input';

const p = { fontSize: 15, lineHeight: '22px' };
const METHODS = { pix: 'PIX', credit_card: 'Cartão de crédito', bank_slip: 'Boleto' } as const;

type SummaryFacts = Omit<MailData<'payment_receipt'>, 'paidAt'>;

/**
 * Amount, method (card by brand and last 4 only), installments, a moment and who was paid. The
 * moment is the payment's ('Data') or, for a reversal, when it was undone ('Revertido em').
 */
export function PaymentSummary({
  data,
  at,
  label = 'Data',
}: {
  data: SummaryFacts;
  at: string;
  label?: string;
}) {
  const card = data.cardLast4
    ? ` — ${[data.cardBrand, 'final', data.cardLast4].filter(Boolean).join(' ')}`
    : '';
  return (
    <Text style={p}>
      Valor: {formatBRL(data.amountCents)}
      {data.installments > 1 ? ` em ${data.installments}x` : ''}
      <br />
      Forma de pagamento: {METHODS[data.method]}
      {card}
      <br />
      {label}: {formatDateTime(at)} (horário de Brasília)
      <br />
      Recebedor: {data.sellerName}
      {data.description ? (
        <>
          <br />
          Descrição: {data.description}
        </>
      ) : null}
    </Text>
  );
}

/**
 * What the payer chose (issue 40): the quantity at the unit amount, the coupon and its discount,
 * each answer as 'Label: value'. Text nodes only: an answer is the payer's, and React escapes it.
 */
function OrderSummary({ order }: { order: MailData<'new_sale'>['order'] }) {
  if (!order) return null;
  const lines = [
    `Quantidade: ${order.quantity} × ${formatBRL(order.unitAmountCents)}`,
    ...(order.coupon ? [`Cupom: ${order.coupon.code} (− ${formatBRL(order.coupon.discountCents)})`] : []),
    ...order.fields.map((f) => `${f.label}: ${f.value}`),
  ];
  return (
    <Text style={p}>
      <strong>Pedido</strong>
      {lines.map((line) => (
        <span key={line}>
          <br />
          {line}
        </span>
      ))}
    </Text>
  );
}

/**
 * The payer's receipt opens with its document token (issue 35), which travels as the row's
 * `secret`: never in the data the back office shows, and gone once delivered.
 */
const receiptUrl = (publicUrl: string, id: string, token: string | null) =>
  `${publicUrl}/payment-success?id=${encodeURIComponent(id)}${token ? `&t=${encodeURIComponent(token)}` : ''}`;

const small = { fontSize: 12, lineHeight: '18px', color: '#71717a' };

/** The payer's way to ask the seller for a copy or the erasure of its data (LGPD, issue 39). */
function PrivacyLink({ href }: { href: string | null | undefined }) {
  return href ? (
    <Text style={small}>
      <Link href={href} style={{ color: '#52525b' }}>
        Seus dados pessoais (LGPD)
      </Link>
    </Text>
  ) : null;
}

export function PaymentReceipt({
  brand,
  publicUrl,
  data,
  secret,
  privacyUrl,
}: TemplateInput<'payment_receipt'>) {
  return (
    <MailLayout brand={brand} preview={`Pagamento de ${formatBRL(data.amountCents)} confirmado`}>
      <Text style={p}>Olá{data.nome ? `, ${data.nome}` : ''}.</Text>
      <Text style={p}>Seu pagamento foi confirmado.</Text>
      <PaymentSummary data={data} at={data.paidAt} />
      <ActionButton href={receiptUrl(publicUrl, data.transactionId, secret)} color={brand.primaryColor}>
        Ver comprovante
      </ActionButton>
      <PrivacyLink href={privacyUrl} />
    </MailLayout>
  );
}

export function RefundNotice({ brand, publicUrl, data, secret, privacyUrl }: TemplateInput<'refund_notice'>) {
  const total = data.refundedCents >= data.amountCents;
  return (
    <MailLayout brand={brand} preview={`Estorno de ${formatBRL(data.refundedCents)}`}>
      <Text style={p}>Olá{data.nome ? `, ${data.nome}` : ''}.</Text>
      <Text style={p}>
        {total ? 'Seu pagamento foi estornado' : 'Parte do seu pagamento foi estornada'}:{' '}
        {formatBRL(data.refundedCents)} em {formatDateTime(data.refundedAt)} (horário de Brasília). O prazo
        para o valor aparecer depende do seu banco ou da operadora do cartão.
      </Text>
      <PaymentSummary data={data} at={data.paidAt} />
      <ActionButton href={receiptUrl(publicUrl, data.transactionId, secret)} color={brand.primaryColor}>
        Ver comprovante
      </ActionButton>
      <PrivacyLink href={privacyUrl} />
    </MailLayout>
  );
}

export function NewSale({ brand, publicUrl, data, unsubscribeUrl }: TemplateInput<'new_sale'>) {
  return (
    <MailLayout brand={brand} preview={`Você recebeu um pagamento de ${formatBRL(data.amountCents)}`}>
      <Text style={p}>Você recebeu um pagamento de {formatBRL(data.amountCents)}.</Text>
      <PaymentSummary data={data} at={data.paidAt} />
      <OrderSummary order={data.order} />
      <ActionButton href={`${publicUrl}/history`} color={brand.primaryColor}>
        Ver transações
      </ActionButton>
      <Text style={small}>
        Você recebe este aviso a cada venda.{' '}
        {unsubscribeUrl ? (
          <Link href={unsubscribeUrl} style={{ color: '#52525b' }}>
            Não quero mais receber emails de novas vendas
          </Link>
        ) : (
          'Para deixar de recebê-lo, desative em Configurações › Preferências de email.'
        )}
      </Text>
    </MailLayout>
  );
}

export function SaleReversed({ brand, publicUrl, data }: TemplateInput<'sale_reversed'>) {
  return (
    <MailLayout brand={brand} preview={`Pagamento de ${formatBRL(data.amountCents)} revertido`}>
      <Text style={p}>
        Um pagamento de {formatBRL(data.amountCents)} que avisamos como recebido foi revertido pela operadora:
        a cobrança não se concluiu e o valor não será repassado a você.
      </Text>
      <PaymentSummary data={data} at={data.reversedAt} label="Revertido em" />
      <Text style={p}>
        Se o pedido ainda não foi entregue, aguarde um novo pagamento. Um link de pagamento único voltou a
        aceitar pagamento.
      </Text>
      <ActionButton href={`${publicUrl}/history`} color={brand.primaryColor}>
        Ver transações
      </ActionButton>
    </MailLayout>
  );
}

export function PaymentReversed({ brand, data }: TemplateInput<'payment_reversed'>) {
  return (
    <MailLayout brand={brand} preview={`Seu pagamento a ${data.sellerName} não foi concluído`}>
      <Text style={p}>Olá{data.nome ? `, ${data.nome}` : ''}.</Text>
      <Text style={p}>
        O pagamento de {formatBRL(data.amountCents)} a {data.sellerName}, que confirmamos antes, foi revertido
        pela operadora e não se concluiu. Desconsidere o comprovante que enviamos.
      </Text>
      <PaymentSummary data={data} at={data.reversedAt} label="Revertido em" />
      <Text style={p}>
        Se o valor aparecer na sua fatura ou no seu extrato, a operadora o devolve. Para pagar de novo, use o
        link de pagamento que você recebeu.
      </Text>
    </MailLayout>
  );
}

export function RenewalRefused({ brand, publicUrl, data }: TemplateInput<'renewal_refused'>) {
  return (
    <MailLayout brand={brand} preview="Não conseguimos renovar sua assinatura">
      <Text style={p}>Olá, {data.nome}.</Text>
      <Text style={p}>
        A cobrança de {formatBRL(data.amountCents)} da assinatura {data.planName} foi recusada.{' '}
        {data.nextRetryOn
          ? `Tentaremos de novo em ${formatDate(data.nextRetryOn)}.`
          : 'Esta foi a última tentativa: a assinatura foi encerrada.'}
      </Text>
      <Text style={p}>
        {data.byBoleto
          ? 'O boleto venceu sem pagamento. Veja a cobrança em aberto em Minhas Assinaturas:'
          : 'Confira ou troque seu cartão em Minhas Assinaturas:'}
      </Text>
      <ActionButton href={`${publicUrl}/minhas-assinaturas`} color={brand.primaryColor}>
        Minhas Assinaturas
      </ActionButton>
    </MailLayout>
  );
}
