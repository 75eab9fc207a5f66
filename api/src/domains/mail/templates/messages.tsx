import type { ReactElement } from 'react';
import { Text } from '@react-email/components';
import { formatBRL, formatDateTime } from '@pagora/shared';
import type { MailKind } from '../kinds';
import { ActionButton, MailLayout } from './layout';
import { CardExpiring, RenewalHeadsUp } from './billing-notices';
import { BoletoIssued, SubscriptionBoleto } from './boleto';
import { ApiKeyCreated, WebhookEndpointDisabled } from './developers';
import { EmailVerification } from './email-verification';
import { AccountInvite } from './account-invite';
import { NewDeviceLogin, PrivacyRequest, TeamInvite, TwoFactorChanged } from './trust';
import { FeeDivergence } from './fees';
import { SaleChargedBack, SaleDisputeWon, SaleDisputed } from './disputes';
import { BankAccountDefaultChanged, PayoutFailed, PayoutPaid } from './payouts';
import { AnticipationApproved, AnticipationPaid, AnticipationRefused } from './anticipation';
import {
  NewSale,
  PaymentReceipt,
  PaymentReversed,
  RefundNotice,
  RenewalRefused,
  SaleReversed,
} from './payments';
import type { TemplateInput } from './template-input';

export type { TemplateInput };

const p = { fontSize: 15, lineHeight: '22px' };

function PasswordReset({ brand, publicUrl, data, secret }: TemplateInput<'password_reset'>) {
  return (
    <MailLayout brand={brand} preview="Redefina sua senha">
      <Text style={p}>Olá, {data.nome}.</Text>
      <Text style={p}>Recebemos um pedido para redefinir a senha da sua conta.</Text>
      {secret ? (
        <ActionButton
          href={`${publicUrl}/redefinir-senha?token=${encodeURIComponent(secret)}`}
          color={brand.primaryColor}
        >
          Redefinir senha
        </ActionButton>
      ) : (
        <Text style={p}>[link de redefinição: visível apenas para o destinatário]</Text>
      )}
      <Text style={p}>
        O link vale por {data.validMinutes} minutos e pode ser usado uma única vez. Se você não pediu a
        redefinição, ignore este email: sua senha continua a mesma.
      </Text>
    </MailLayout>
  );
}

function PasswordChanged({ brand, publicUrl, data }: TemplateInput<'password_changed'>) {
  return (
    <MailLayout brand={brand} preview="Sua senha foi alterada">
      <Text style={p}>Olá, {data.nome}.</Text>
      <Text style={p}>
        A senha da sua conta foi alterada em {formatDateTime(data.at)} (horário de Brasília). Todas as sessões
        abertas foram encerradas.
      </Text>
      <Text style={p}>Se não foi você, redefina sua senha agora:</Text>
      <ActionButton href={`${publicUrl}/esqueci-senha`} color={brand.primaryColor}>
        Esqueci minha senha
      </ActionButton>
    </MailLayout>
  );
}

function EmailChanged({ brand, publicUrl, data }: TemplateInput<'email_changed'>) {
  return (
    <MailLayout brand={brand} preview="O email da sua conta foi alterado">
      <Text style={p}>Olá, {data.nome}.</Text>
      <Text style={p}>
        O email de acesso da sua conta foi alterado para {data.newEmail} em {formatDateTime(data.at)} (horário
        de Brasília).
      </Text>
      <Text style={p}>Se não foi você, fale com o suporte e redefina sua senha:</Text>
      <ActionButton href={`${publicUrl}/esqueci-senha`} color={brand.primaryColor}>
        Esqueci minha senha
      </ActionButton>
    </MailLayout>
  );
}

function PaymentLink({ brand, publicUrl, data }: TemplateInput<'payment_link'>) {
  return (
    <MailLayout brand={brand} preview={`Link de pagamento de ${formatBRL(data.amountCents)}`}>
      <Text style={p}>Olá{data.nome ? `, ${data.nome}` : ''}.</Text>
      <Text style={p}>
        {data.sellerName} enviou um link de pagamento de {formatBRL(data.amountCents)}
        {data.description ? ` (${data.description})` : ''}.
      </Text>
      <ActionButton href={`${publicUrl}/pay/${encodeURIComponent(data.linkId)}`} color={brand.primaryColor}>
        Pagar agora
      </ActionButton>
    </MailLayout>
  );
}

type Templates = { [K in MailKind]: (input: TemplateInput<K>) => ReactElement };

export const TEMPLATES: Templates = {
  password_reset: PasswordReset,
  password_changed: PasswordChanged,
  email_changed: EmailChanged,
  payment_link: PaymentLink,
  payment_receipt: PaymentReceipt,
  refund_notice: RefundNotice,
  new_sale: NewSale,
  sale_reversed: SaleReversed,
  payment_reversed: PaymentReversed,
  sale_disputed: SaleDisputed,
  sale_dispute_won: SaleDisputeWon,
  sale_charged_back: SaleChargedBack,
  boleto_issued: BoletoIssued,
  subscription_boleto: SubscriptionBoleto,
  renewal_refused: RenewalRefused,
  card_expiring: CardExpiring,
  renewal_heads_up: RenewalHeadsUp,
  api_key_created: ApiKeyCreated,
  webhook_endpoint_disabled: WebhookEndpointDisabled,
  bank_account_default_changed: BankAccountDefaultChanged,
  payout_paid: PayoutPaid,
  payout_failed: PayoutFailed,
  fee_divergence: FeeDivergence,
  anticipation_approved: AnticipationApproved,
  anticipation_paid: AnticipationPaid,
  anticipation_refused: AnticipationRefused,
  email_verification: EmailVerification,
  team_invite: TeamInvite,
  account_invite: AccountInvite,
  two_factor_changed: TwoFactorChanged,
  new_device_login: NewDeviceLogin,
  privacy_request: PrivacyRequest,
};
