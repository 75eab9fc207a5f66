import { Text } from '@react-email/components';
import { formatDateTime } from '@pagora/shared';
import { ActionButton, MailLayout } from './layout';
import type { TemplateInput } from './template-input';

const p = { fontSize: 15, lineHeight: '22px' };

/** A security notice: a secret key reaches the account's money; its owner must know of each one. */
export function ApiKeyCreated({ brand, publicUrl, data }: TemplateInput<'api_key_created'>) {
  return (
    <MailLayout brand={brand} preview="Uma nova chave de API foi criada">
      <Text style={p}>Olá, {data.nome}.</Text>
      <Text style={p}>
        A chave de API “{data.keyName}” ({data.prefix}…) foi criada na sua conta em {formatDateTime(data.at)}{' '}
        (horário de Brasília), com as permissões: {data.scopes.join(', ')}.
      </Text>
      <Text style={p}>Se não foi você, revogue a chave agora e troque sua senha:</Text>
      <ActionButton href={`${publicUrl}/desenvolvedores`} color={brand.primaryColor}>
        Abrir Desenvolvedores
      </ActionButton>
    </MailLayout>
  );
}

export function WebhookEndpointDisabled({
  brand,
  publicUrl,
  data,
}: TemplateInput<'webhook_endpoint_disabled'>) {
  return (
    <MailLayout brand={brand} preview="Um endpoint de webhook foi desativado">
      <Text style={p}>Olá, {data.nome}.</Text>
      <Text style={p}>
        O endpoint {data.url} não respondeu com sucesso desde {formatDateTime(data.failingSince)} e foi
        desativado em {formatDateTime(data.at)}. Nenhum evento será enviado a ele até que seja reativado.
      </Text>
      <Text style={p}>
        Corrija o servidor, reative o endpoint e use ‘Reenviar falhas desde…’ para receber o que ficou para
        trás.
      </Text>
      <ActionButton href={`${publicUrl}/desenvolvedores`} color={brand.primaryColor}>
        Abrir Desenvolvedores
      </ActionButton>
    </MailLayout>
  );
}
