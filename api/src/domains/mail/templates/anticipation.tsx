import { Text } from '@react-email/components';
import { formatBRL, formatDate } from '@pagora/shared';
import { ActionButton, MailLayout } from './layout';
import type { TemplateInput } from './template-input';

const p = { fontSize: 15, lineHeight: '22px' };

type Figures = TemplateInput<'anticipation_approved'>['data'];

function FiguresText({ data }: { data: Figures }) {
  return (
    <Text style={p}>
      Valor antecipado: {formatBRL(data.grossCents)}
      <br />
      Taxa de antecipação: {formatBRL(data.feeCents)}
      <br />
      Você recebe: {formatBRL(data.netCents)}
    </Text>
  );
}

export function AnticipationApproved({ brand, publicUrl, data }: TemplateInput<'anticipation_approved'>) {
  return (
    <MailLayout brand={brand} preview={`Antecipação de ${formatBRL(data.netCents)} aprovada`}>
      <Text style={p}>Olá, {data.nome}.</Text>
      <Text style={p}>
        Sua antecipação foi aprovada. O dinheiro chega ao seu saldo em {formatDate(data.prepaymentDate)}.
      </Text>
      <FiguresText data={data} />
      <ActionButton href={`${publicUrl}/recebimentos`} color={brand.primaryColor}>
        Ver recebimentos
      </ActionButton>
    </MailLayout>
  );
}

export function AnticipationPaid({ brand, publicUrl, data }: TemplateInput<'anticipation_paid'>) {
  return (
    <MailLayout brand={brand} preview={`Antecipação de ${formatBRL(data.netCents)} paga`}>
      <Text style={p}>Olá, {data.nome}.</Text>
      <Text style={p}>
        Sua antecipação foi paga em {formatDate(data.prepaymentDate)}: {formatBRL(data.netCents)} já estão no
        seu saldo disponível.
      </Text>
      <FiguresText data={data} />
      <ActionButton href={`${publicUrl}/recebimentos`} color={brand.primaryColor}>
        Ver recebimentos
      </ActionButton>
    </MailLayout>
  );
}

export function AnticipationRefused({ brand, publicUrl, data }: TemplateInput<'anticipation_refused'>) {
  return (
    <MailLayout brand={brand} preview={`Antecipação de ${formatBRL(data.netCents)} recusada`}>
      <Text style={p}>Olá, {data.nome}.</Text>
      <Text style={p}>
        Sua antecipação de {formatBRL(data.grossCents)} não foi aprovada: {data.reason}. Nada foi antecipado;
        seus recebíveis seguem nas datas previstas.
      </Text>
      <ActionButton href={`${publicUrl}/recebimentos`} color={brand.primaryColor}>
        Ver recebimentos
      </ActionButton>
    </MailLayout>
  );
}
