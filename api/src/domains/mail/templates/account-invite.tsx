import { Text } from '@react-email/components';
import { formatDateTime } from '@pagora/shared';
import { ActionButton, MailLayout } from './layout';
import type { TemplateInput } from './template-input';

const p = { fontSize: 15, lineHeight: '22px' };

const WHAT = {
  buyer: 'acompanhar suas assinaturas, cobranças e cartões',
  seller: 'receber pagamentos, criar links e acompanhar suas vendas',
} as const;

/**
 * Issue 41: a buyer or seller registered by someone else. Nobody typed a password for them: the
 * link (`secret`) lets the person choose it, then sign in; a used or expired link says so on the
 * page and the business can send a new one ('Reenviar convite').
 */
export function AccountInvite({ brand, publicUrl, data, secret }: TemplateInput<'account_invite'>) {
  return (
    <MailLayout brand={brand} preview={`${data.businessName} criou seu acesso`}>
      <Text style={p}>Olá, {data.nome}.</Text>
      <Text style={p}>
        {data.invitedBy} cadastrou você em {data.businessName}. Crie sua senha para entrar e {WHAT[data.role]}
        .
      </Text>
      {secret ? (
        <ActionButton
          href={`${publicUrl}/redefinir-senha?token=${encodeURIComponent(secret)}`}
          color={brand.primaryColor}
        >
          Criar minha senha
        </ActionButton>
      ) : (
        <Text style={p}>[link para criar a senha: visível apenas para o destinatário]</Text>
      )}
      <Text style={p}>
        O link vale até {formatDateTime(data.expiresAt)} (horário de Brasília) e pode ser usado uma vez.
        Depois, peça um novo convite a {data.businessName}. Se você não esperava este email, ignore-o.
      </Text>
    </MailLayout>
  );
}
