import { Text } from '@react-email/components';
import { formatBRL, formatDate } from '@pagora/shared';
import { monthYear } from '../kinds';
import { ActionButton, MailLayout } from './layout';
import type { TemplateInput } from './template-input';

const p = { fontSize: 15, lineHeight: '22px' };

/** A saved card runs out soon: the customer adds another before a renewal is refused. */
export function CardExpiring({ brand, publicUrl, data }: TemplateInput<'card_expiring'>) {
  const until = monthYear(data.expMonth, data.expYear);
  return (
    <MailLayout brand={brand} preview={`Seu cartão final ${data.cardLast4} vence em ${until}`}>
      <Text style={p}>Olá, {data.nome}.</Text>
      <Text style={p}>
        O cartão {data.cardBrand} final {data.cardLast4}, salvo para as suas assinaturas, vale até {until}.
        Depois disso as cobranças nele serão recusadas.
      </Text>
      <Text style={p}>Cadastre um cartão novo e marque-o como principal em Minhas Assinaturas:</Text>
      <ActionButton href={`${publicUrl}/minhas-assinaturas`} color={brand.primaryColor}>
        Minhas Assinaturas
      </ActionButton>
    </MailLayout>
  );
}

/** A plan longer than a month renews in 3 days: no surprise on the statement. */
export function RenewalHeadsUp({ brand, publicUrl, data }: TemplateInput<'renewal_heads_up'>) {
  const card = data.cardLast4
    ? ` ${['no cartão', data.cardBrand, 'final', data.cardLast4].filter(Boolean).join(' ')}`
    : '';
  return (
    <MailLayout brand={brand} preview={`Renovação de ${data.planName} em ${formatDate(data.chargeOn)}`}>
      <Text style={p}>Olá, {data.nome}.</Text>
      <Text style={p}>
        Sua assinatura {data.planName} será renovada em {formatDate(data.chargeOn)}: cobraremos{' '}
        {formatBRL(data.amountCents)}
        {card}.
      </Text>
      <Text style={p}>Para trocar o cartão ou cancelar a assinatura, acesse Minhas Assinaturas:</Text>
      <ActionButton href={`${publicUrl}/minhas-assinaturas`} color={brand.primaryColor}>
        Minhas Assinaturas
      </ActionButton>
    </MailLayout>
  );
}
