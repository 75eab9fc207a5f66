import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { formatDate } from '@pagora/shared';

/**
 * The payer's LGPD page, reached from a receipt e-mail: no login and no front-end bundle, a plain
 * form that works without JavaScript (like the unsubscribe page, mail/unsubscribe-page.tsx).
 */
export type PayerPage =
  | { kind: 'ask'; sellerName: string; action: string; error?: string }
  | { kind: 'done'; sellerName: string; dueDate: string; erasure: boolean }
  | { kind: 'invalid' };

export const PAYER_CHOICES = {
  access: 'Quero uma cópia dos meus dados',
  erasure: 'Quero que meus dados sejam apagados',
} as const;

const box = {
  maxWidth: 520,
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
const small = { fontSize: 13, color: '#52525b' };

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

function content(page: PayerPage) {
  if (page.kind === 'invalid')
    return (
      <Page title="Link inválido">
        <p>
          Este link está incompleto ou foi alterado. Abra-o novamente a partir do comprovante recebido por
          email.
        </p>
      </Page>
    );
  if (page.kind === 'done')
    return (
      <Page title="Pedido enviado">
        <p>
          Obrigado. Seu pedido foi enviado a <strong>{page.sellerName}</strong>, que deve respondê-lo até{' '}
          <strong>{formatDate(page.dueDate)}</strong> (15 dias, LGPD art. 19).
        </p>
        {page.erasure ? (
          <p style={small}>
            Valores, datas e o CPF/CNPJ das transações são guardados por 5 anos, como a lei exige de registros
            fiscais; seu nome, email, telefone e endereço são apagados.
          </p>
        ) : null}
      </Page>
    );
  return (
    <Page title="Seus dados pessoais (LGPD)">
      <p>
        Faça um pedido a <strong>{page.sellerName}</strong> sobre os dados pessoais que guarda de você por
        causa deste pagamento.
      </p>
      {page.error ? (
        <p role="alert" style={{ color: '#b91c1c' }}>
          {page.error}
        </p>
      ) : null}
      <form method="post" action={page.action}>
        <p>
          <label>
            <input type="radio" name="pedido" value="access" /> {PAYER_CHOICES.access}
          </label>
        </p>
        <p>
          <label>
            <input type="radio" name="pedido" value="erasure" /> {PAYER_CHOICES.erasure}
          </label>
        </p>
        <p style={small}>
          Valores, datas e o CPF/CNPJ das transações são mantidos por 5 anos, como a lei exige de registros
          fiscais.
        </p>
        <button type="submit" style={button}>
          Confirmar pedido
        </button>
      </form>
    </Page>
  );
}

export const payerPage = (page: PayerPage): string => `<!doctype html>${renderToStaticMarkup(content(page))}`;
