import { Text } from '@react-email/components';
import { formatDate, formatDateTime } from '@pagora/shared';
import { ActionButton, MailLayout } from './layout';
import type { TemplateInput } from './template-input';

const p = { fontSize: 15, lineHeight: '22px' };

/**
 * A team invitation (issue 39). A new login sets its password through the reset link (`secret`);
 * an existing one signs in, which accepts it. Either way only before `expiresAt`.
 */
export function TeamInvite({ brand, publicUrl, data, secret }: TemplateInput<'team_invite'>) {
  return (
    <MailLayout brand={brand} preview={`Convite para a equipe de ${data.businessName}`}>
      <Text style={p}>Olá, {data.nome}.</Text>
      <Text style={p}>
        {data.invitedBy} convidou você para a equipe de {data.businessName} na Pagora, com o papel{' '}
        {data.roleLabel}.
      </Text>
      {data.newLogin ? (
        secret ? (
          <ActionButton
            href={`${publicUrl}/redefinir-senha?token=${encodeURIComponent(secret)}`}
            color={brand.primaryColor}
          >
            Criar minha senha
          </ActionButton>
        ) : (
          <Text style={p}>[link para criar a senha: visível apenas para o destinatário]</Text>
        )
      ) : (
        <ActionButton href={`${publicUrl}/login`} color={brand.primaryColor}>
          Entrar e aceitar
        </ActionButton>
      )}
      <Text style={p}>
        O convite vale até {formatDateTime(data.expiresAt)} (horário de Brasília). Se você não esperava este
        convite, ignore este email.
      </Text>
    </MailLayout>
  );
}

/** Two-step sign-in turned on or off: told to the person and to its account's owner. */
export function TwoFactorChanged({ brand, publicUrl, data }: TemplateInput<'two_factor_changed'>) {
  const what = data.method === 'passkey' ? 'a chave de acesso (passkey)' : 'o aplicativo autenticador';
  return (
    <MailLayout brand={brand} preview="Verificação em duas etapas alterada">
      <Text style={p}>Olá, {data.nome}.</Text>
      <Text style={p}>
        {data.enabled ? 'Foi ativada' : 'Foi desativada'} a verificação em duas etapas com {what} para{' '}
        {data.personName} ({data.personEmail}) em {formatDateTime(data.at)} (horário de Brasília).
      </Text>
      <Text style={p}>Se não foi você, troque a senha e encerre as sessões abertas:</Text>
      <ActionButton href={`${publicUrl}/seguranca`} color={brand.primaryColor}>
        Abrir Segurança
      </ActionButton>
    </MailLayout>
  );
}

/** A login from a device this login had not used. */
export function NewDeviceLogin({ brand, publicUrl, data }: TemplateInput<'new_device_login'>) {
  return (
    <MailLayout brand={brand} preview="Novo acesso à sua conta">
      <Text style={p}>Olá, {data.nome}.</Text>
      <Text style={p}>
        Sua conta foi acessada de um novo dispositivo: {data.device}, {data.place} (endereço {data.ip}), em{' '}
        {formatDateTime(data.at)} (horário de Brasília).
      </Text>
      <Text style={p}>Se não foi você, encerre a sessão e troque sua senha agora:</Text>
      <ActionButton href={`${publicUrl}/seguranca`} color={brand.primaryColor}>
        Ver sessões abertas
      </ActionButton>
    </MailLayout>
  );
}

/** LGPD: a payer's request reaches the seller, with the date by which it must be answered. */
export function PrivacyRequest({ brand, publicUrl, data }: TemplateInput<'privacy_request'>) {
  return (
    <MailLayout brand={brand} preview="Pedido de dados pessoais (LGPD)">
      <Text style={p}>Olá, {data.nome}.</Text>
      <Text style={p}>
        {data.requesterName} ({data.requesterEmail}), que pagou a transação {data.transactionId}, pediu{' '}
        {data.kind === 'erasure' ? 'a exclusão dos seus dados pessoais' : 'acesso aos seus dados pessoais'},
        como garante a LGPD.
      </Text>
      <Text style={p}>Responda até {formatDate(data.dueDate)}:</Text>
      <ActionButton href={`${publicUrl}/privacidade`} color={brand.primaryColor}>
        Abrir Privacidade
      </ActionButton>
    </MailLayout>
  );
}
