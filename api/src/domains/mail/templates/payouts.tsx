import { Text } from '@react-email/components';
import { formatBRL, formatDateTime } from '@pagora/shared';
import { ActionButton, MailLayout } from './layout';
import type { TemplateInput } from './template-input';

const p = { fontSize: 15, lineHeight: '22px' };

/** A security notice: whoever changes the default account decides where the money goes. */
export function BankAccountDefaultChanged({
  brand,
  publicUrl,
  data,
}: TemplateInput<'bank_account_default_changed'>) {
  return (
    <MailLayout brand={brand} preview="Sua conta de recebimento foi alterada">
      <Text style={p}>Olá, {data.nome}.</Text>
      <Text style={p}>
        Em {formatDateTime(data.at)} (horário de Brasília), a conta padrão para seus saques passou a ser{' '}
        {data.bankName}, conta final {data.accountLast4}.
      </Text>
      <Text style={p}>Se não foi você, troque sua senha agora e fale com o suporte:</Text>
      <ActionButton href={`${publicUrl}/esqueci-senha`} color={brand.primaryColor}>
        Esqueci minha senha
      </ActionButton>
    </MailLayout>
  );
}

export function PayoutPaid({ brand, publicUrl, data }: TemplateInput<'payout_paid'>) {
  return (
    <MailLayout brand={brand} preview={`Saque de ${formatBRL(data.amountCents)} pago`}>
      <Text style={p}>Olá, {data.nome}.</Text>
      <Text style={p}>
        Seu saque de {formatBRL(data.amountCents)} foi creditado em {data.bankName}, conta final{' '}
        {data.accountLast4}.
      </Text>
      <ActionButton href={`${publicUrl}/recebimentos`} color={brand.primaryColor}>
        Ver recebimentos
      </ActionButton>
    </MailLayout>
  );
}

export function PayoutFailed({ brand, publicUrl, data }: TemplateInput<'payout_failed'>) {
  return (
    <MailLayout brand={brand} preview={`Saque de ${formatBRL(data.amountCents)} não concluído`}>
      <Text style={p}>Olá, {data.nome}.</Text>
      <Text style={p}>
        Seu saque de {formatBRL(data.amountCents)} para {data.bankName}, conta final {data.accountLast4}, não
        foi concluído: {data.reason}. O valor voltou para o seu saldo disponível.
      </Text>
      <Text style={p}>Confira os dados da conta e solicite o saque novamente.</Text>
      <ActionButton href={`${publicUrl}/recebimentos`} color={brand.primaryColor}>
        Ver recebimentos
      </ActionButton>
    </MailLayout>
  );
}
