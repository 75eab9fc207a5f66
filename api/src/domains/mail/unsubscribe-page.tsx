import { PLAIN_BUTTON, PlainPage, renderPlainPage } from '../../platform/http/plain-page';

/** The pages of the unsubscribe link, in pt-BR, rendered here: no login and no front-end bundle. */
export type UnsubscribePageKind = 'confirm' | 'done' | 'invalid';

const SETTINGS_HINT =
  "Para voltar a recebê-los, entre no painel e marque 'Receber email a cada nova venda' em Configurações › Preferências de email.";

function content(kind: UnsubscribePageKind, action: string) {
  if (kind === 'invalid')
    return (
      <PlainPage title="Link de descadastro inválido">
        <p>Este link está incompleto ou foi alterado. Abra-o novamente a partir do email recebido.</p>
        <p>Para ajustar suas preferências, entre no painel: Configurações › Preferências de email.</p>
      </PlainPage>
    );
  if (kind === 'done')
    return (
      <PlainPage title="Pronto: emails de novas vendas desativados">
        <p>Você não receberá mais o email “Você recebeu um pagamento” a cada venda.</p>
        <p>Comprovantes, avisos de segurança e de cobrança continuam chegando normalmente.</p>
        <p>{SETTINGS_HINT}</p>
      </PlainPage>
    );
  return (
    <PlainPage title="Desativar emails de novas vendas?">
      <p>Você deixará de receber o email “Você recebeu um pagamento” a cada venda.</p>
      <form method="post" action={action}>
        <button type="submit" style={PLAIN_BUTTON}>
          Desativar emails de novas vendas
        </button>
      </form>
    </PlainPage>
  );
}

/**
 * `action` is the same signed address: the page asks before changing anything, so a mail scanner
 * that opens every link turns nothing off (the one-click POST of RFC 8058 does, as it should).
 */
export const unsubscribePage = (kind: UnsubscribePageKind, action = ''): string =>
  renderPlainPage(content(kind, action));
