import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * A small pt-BR page the API renders itself, reached from an e-mail link with no login and no
 * front-end bundle (the unsubscribe page, the payer's LGPD request): plain HTML, a plain form, it
 * works without JavaScript and is never indexed.
 */
const box = (maxWidth: number) => ({
  maxWidth,
  margin: '48px auto',
  padding: 24,
  background: '#ffffff',
  borderRadius: 8,
  fontFamily: 'Arial, Helvetica, sans-serif',
  color: '#18181b',
  lineHeight: 1.5,
});

export const PLAIN_BUTTON = {
  background: '#0f766e',
  color: '#ffffff',
  border: 0,
  borderRadius: 6,
  padding: '12px 20px',
  fontWeight: 'bold',
  cursor: 'pointer',
};

export function PlainPage({
  title,
  children,
  maxWidth = 480,
}: {
  title: string;
  children: ReactNode;
  maxWidth?: number;
}) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} · Pagora`}</title>
      </head>
      <body style={{ background: '#f4f4f5', margin: 0 }}>
        <main style={box(maxWidth)}>
          <h1 style={{ fontSize: 22, marginTop: 0 }}>{title}</h1>
          {children}
        </main>
      </body>
    </html>
  );
}

/** The document as the browser gets it. */
export const renderPlainPage = (page: ReactNode): string => `<!doctype html>${renderToStaticMarkup(page)}`;
