import { formatDate } from '@pagora/shared';
import { PLAIN_BUTTON, PlainPage, renderPlainPage } from '../../platform/http/plain-page';

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

const small = { fontSize: 13, color: '#52525b' };

function content(page: PayerPage) {
  if (page.kind === 'invalid')
    return (
      <PlainPage maxWidth={520} title="Link inválido">
        <p>
          Este link está incompleto ou foi alterado. Abra-o novamente a partir do comprovante recebido por
          email.
        </p>
      </PlainPage>
    );
  if (page.kind === 'done')
    return (
      <PlainPage maxWidth={520} title="Pedido enviado">
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
      </PlainPage>
    );
  return (
    <PlainPage maxWidth={520} title="Seus dados pessoais (LGPD)">
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
        <button type="submit" style={PLAIN_BUTTON}>
          Confirmar pedido
        </button>
      </form>
    </PlainPage>
  );
}

export const payerPage = (page: PayerPage): string => renderPlainPage(content(page));
