import { Text } from '@react-email/components';
import { ActionButton, MailLayout } from './layout';
import type { TemplateInput } from './template-input';

const p = { fontSize: 15, lineHeight: '22px' };

/**
 * Sent when a customer login is created with an address (by the person or by a seller): the link
 * proves the address, and the text tells its owner, who may not be the one who created it.
 */
export function EmailVerification({ brand, publicUrl, data, secret }: TemplateInput<'email_verification'>) {
  return (
    <MailLayout brand={brand} preview="Confirme seu email">
      <Text style={p}>Olá, {data.nome}.</Text>
      <Text style={p}>
        Alguém criou uma conta com o endereço {data.email}. Para ver na conta os pagamentos, assinaturas e
        cartões ligados a este email, confirme que ele é seu:
      </Text>
      {secret ? (
        <ActionButton
          href={`${publicUrl}/confirmar-email?token=${encodeURIComponent(secret)}`}
          color={brand.primaryColor}
        >
          Confirmar email
        </ActionButton>
      ) : (
        <Text style={p}>[link de confirmação: visível apenas para o destinatário]</Text>
      )}
      <Text style={p}>
        O link vale por {data.validHours} horas e pode ser usado uma única vez. Se não foi você quem criou a
        conta, ignore este email: sem a confirmação, ninguém verá nada ligado a este endereço.
      </Text>
    </MailLayout>
  );
}
