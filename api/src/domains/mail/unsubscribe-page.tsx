import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** The pages of the unsubscribe link, in pt-BR, rendered here: no login and no front-end bundle. */
export type UnsubscribePageKind = 'confirm' | 'done' | 'invalid';

const SETTINGS_HINT =
  "Para voltar a recebê-los, entre no painel e marque 'Receber email a cada nova venda' em Configurações › Preferências de email.";

const box = {
  maxWidth: 480,
  margin: '48px auto',
  padding: 24,
  background: '#ffffff',
  borderRadius: 8,
  fontFamily: 'Arial, Helvetica, sans-serif',
  color: '#18181b',
  lineHeight: 1.5,
};
const button = {
  background: '#0f766e',
  color: '#ffffff',
  border: 0,
  borderRadius: 6,
  padding: '12px 20px',
  fontWeight: 'bold',
  cursor: 'pointer',
};

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} · Pagora`}</title>
      </head>
      <body style={{ background: '#f4f4f5', margin: 0 }}>
        <main style={box}>
          <h1 style={{ fontSize: 22, marginTop: 0 }}>{title}</h1>
          {children}
        </main>
      </body>
    </html>
  );
}

function content(kind: UnsubscribePageKind, action: string) {
  if (kind === 'invalid')
    return (
      <Page title="Link de descadastro inválido">
        <p>Este link está incompleto ou foi alterado. Abra-o novamente a partir do email recebido.</p>
        <p>Para ajustar suas preferências, entre no painel: Configurações › Preferências de email.</p>
      </Page>
    );
  if (kind === 'done')
    return (
      <Page title="Pronto: emails de novas vendas desativados">
        <p>Você não receberá mais o email “Você recebeu um pagamento” a cada venda.</p>
        <p>Comprovantes, avisos de segurança e de cobrança continuam chegando normalmente.</p>
        <p>{SETTINGS_HINT}</p>
      </Page>
    );
  return (
    <Page title="Desativar emails de novas vendas?">
      <p>Você deixará de receber o email “Você recebeu um pagamento” a cada venda.</p>
      <form method="post" action={action}>
        <button type="submit" style={button}>
          Desativar emails de novas vendas
        </button>
      </form>
    </Page>
  );
}

/**
 * `action` is the same signed address: the page asks before changing anything, so a mail scanner
 * that opens every link turns nothing off (the one-click POST of RFC 8058 does, as it should).
 */
export const unsubscribePage = (kind: UnsubscribePageKind, action = ''): string =>
  `<!doctype html>${renderToStaticMarkup(content(kind, action))}`;
