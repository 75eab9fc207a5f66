import { Text } from '@react-email/components';
import { PAYMENT_METHOD_NAMES, formatBRL } from '@pagora/shared';
import { ActionButton, MailLayout } from './layout';
import type { TemplateInput } from './template-input';

const p = { fontSize: 15, lineHeight: '22px' };

/**
 * 'Divergência de taxa' (issue 38): the provider took another fee than the marketplace's table
 * says. Both figures and the rate applied, so the marketplace can take it up with the provider.
 */
export function FeeDivergence({ brand, publicUrl, data }: TemplateInput<'fee_divergence'>) {
  const day = data.day.split('-').reverse().join('/');
  const method =
    data.method === 'credit_card' && data.installments > 1
      ? `${PAYMENT_METHOD_NAMES[data.method]} em ${data.installments}x`
      : PAYMENT_METHOD_NAMES[data.method];
  return (
    <MailLayout brand={brand} preview="Divergência de taxa">
      <Text style={p}>Olá, {data.nome}.</Text>
      <Text style={p}>
        Na venda {data.transactionId} de {data.sellerName}, paga em {day} ({method},{' '}
        {formatBRL(data.amountCents)}), o provedor cobrou uma taxa de {formatBRL(data.chargedFeeCents)}. Pela
        sua tabela de taxas, a taxa contratada é {formatBRL(data.expectedFeeCents)} ({data.ratesApplied}).
      </Text>
      <Text style={p}>Confira o contrato com o provedor e a tabela de taxas cadastrada.</Text>
      <ActionButton href={`${publicUrl}/tabela-de-taxas`} color={brand.primaryColor}>
        Ver tabela de taxas
      </ActionButton>
    </MailLayout>
  );
}
