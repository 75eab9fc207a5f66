import { Text } from '@react-email/components';
import { BOLETO_APPROVAL_NOTE, formatBRL, formatDate, formatDigitableLine } from '@pagora/shared';
import { ActionButton, MailLayout } from './layout';
import type { TemplateInput } from './template-input';

const p = { fontSize: 15, lineHeight: '22px' };
const code = { fontSize: 16, lineHeight: '24px', fontFamily: 'monospace', letterSpacing: '0.5px' };

/** What both boleto e-mails carry: the line to type at the bank and the PDF. */
function BoletoCodes({
  brand,
  publicUrl,
  data,
  secret,
}: Pick<TemplateInput<'boleto_issued'>, 'brand' | 'publicUrl' | 'secret'> & {
  data: { digitableLine: string; transactionId: string };
}) {
  return (
    <>
      <Text style={p}>
        Linha digitável (pague no app do seu banco, no internet banking ou em uma lotérica):
      </Text>
      <Text style={code}>{formatDigitableLine(data.digitableLine)}</Text>
      <ActionButton
        href={`${publicUrl}/api/boleto/${encodeURIComponent(data.transactionId)}/pdf${secret ? `?t=${encodeURIComponent(secret)}` : ''}`}
        color={brand.primaryColor}
      >
        Baixar boleto (PDF)
      </ActionButton>
    </>
  );
}

/** The boleto just issued (issue 24): the line to type at the bank, amount, due date, the PDF. */
export function BoletoIssued({ brand, publicUrl, data, secret }: TemplateInput<'boleto_issued'>) {
  return (
    <MailLayout
      brand={brand}
      preview={`Boleto de ${formatBRL(data.amountCents)}, vence em ${formatDate(data.dueDate)}`}
    >
      <Text style={p}>Olá{data.nome ? `, ${data.nome}` : ''}.</Text>
      <Text style={p}>
        Seu boleto para {data.sellerName}
        {data.description ? ` (${data.description})` : ''} foi emitido.
        <br />
        Valor: {formatBRL(data.amountCents)}
        <br />
        Vencimento: {formatDate(data.dueDate)}
      </Text>
      <BoletoCodes brand={brand} publicUrl={publicUrl} data={data} secret={secret} />
      <Text style={p}>{BOLETO_APPROVAL_NOTE}.</Text>
    </MailLayout>
  );
}

/** A subscription's boleto (issue 24): plan, amount, due date, the line and the PDF, before the due date. */
export function SubscriptionBoleto({ brand, publicUrl, data, secret }: TemplateInput<'subscription_boleto'>) {
  return (
    <MailLayout
      brand={brand}
      preview={`Boleto de ${data.planName}: ${formatBRL(data.amountCents)}, vence em ${formatDate(data.dueDate)}`}
    >
      <Text style={p}>Olá{data.nome ? `, ${data.nome}` : ''}.</Text>
      <Text style={p}>
        O boleto da sua assinatura {data.planName} já está disponível.
        <br />
        Valor: {formatBRL(data.amountCents)}
        <br />
        Vencimento: {formatDate(data.dueDate)}
      </Text>
      <BoletoCodes brand={brand} publicUrl={publicUrl} data={data} secret={secret} />
      <Text style={p}>
        {BOLETO_APPROVAL_NOTE}. Se o boleto não for pago até o vencimento, enviaremos um novo.
      </Text>
    </MailLayout>
  );
}
