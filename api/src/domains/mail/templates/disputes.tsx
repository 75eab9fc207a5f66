import { Text } from '@react-email/components';
import { formatBRL, formatDate } from '@pagora/shared';
import { ActionButton, MailLayout } from './layout';
import { PaymentSummary } from './payments';
import type { TemplateInput } from './template-input';

/**
 * Disputes and chargebacks (issue 36), to the seller only: the payer started the dispute at its
 * bank and needs no word from us. Zoop has no dispute API and asks for the seller's documents by
 * e-mail, one message per transaction (research: zoop.md §13 item 10), so the message says what to
 * send, where, under which subject and by when.
 */

const p = { fontSize: 15, lineHeight: '22px' };

export function SaleDisputed({ brand, publicUrl, data }: TemplateInput<'sale_disputed'>) {
  const subject = `Contestação ${data.transactionId}`;
  return (
    <MailLayout brand={brand} preview={`Venda de ${formatBRL(data.amountCents)} contestada pelo pagador`}>
      <Text style={p}>
        O banco do pagador contestou esta venda (disputa). O valor de {formatBRL(data.amountCents)} fica
        retido até a decisão e não pode ser sacado.
      </Text>
      <PaymentSummary data={data} at={data.disputedAt} label="Contestada em" />
      <Text style={p}>
        Para defender a venda, envie até <strong>{formatDate(data.respondBy)}</strong> um email para{' '}
        <strong>{data.evidenceEmail}</strong> com o assunto &quot;{subject}&quot; (um email por transação),
        com os documentos que provam a venda: nota fiscal ou recibo, comprovante de entrega ou de prestação do
        serviço e as conversas com o cliente.
      </Text>
      <Text style={p}>
        Sem os documentos no prazo, a contestação tende a ser decidida a favor do pagador e o valor volta para
        ele (chargeback).
      </Text>
      <ActionButton href={`${publicUrl}/history`} color={brand.primaryColor}>
        Ver transações
      </ActionButton>
    </MailLayout>
  );
}

export function SaleDisputeWon({ brand, publicUrl, data }: TemplateInput<'sale_dispute_won'>) {
  return (
    <MailLayout brand={brand} preview="Contestação encerrada a seu favor">
      <Text style={p}>
        A contestação da venda de {formatBRL(data.amountCents)} foi decidida a seu favor. O valor deixa de
        ficar retido e segue o calendário de recebimento normal.
      </Text>
      <PaymentSummary data={data} at={data.decidedAt} label="Decidida em" />
      <ActionButton href={`${publicUrl}/history`} color={brand.primaryColor}>
        Ver transações
      </ActionButton>
    </MailLayout>
  );
}

export function SaleChargedBack({ brand, publicUrl, data }: TemplateInput<'sale_charged_back'>) {
  return (
    <MailLayout brand={brand} preview={`Chargeback de ${formatBRL(data.amountCents)}`}>
      <Text style={p}>
        A contestação da venda de {formatBRL(data.amountCents)} foi decidida a favor do pagador (chargeback):
        o valor foi devolvido a ele pela bandeira do cartão e descontado do seu saldo.
      </Text>
      <PaymentSummary data={data} at={data.decidedAt} label="Decidida em" />
      <ActionButton href={`${publicUrl}/history`} color={brand.primaryColor}>
        Ver transações
      </ActionButton>
    </MailLayout>
  );
}
