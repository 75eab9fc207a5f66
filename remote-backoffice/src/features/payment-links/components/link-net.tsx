import { formatBRL } from '@pagora/shared';
import { roleOf, useSession } from '@pagora/shared/client';
import type { NetLineView } from '@pagora/shared/contracts';
import type { PaymentLink } from '../api/get-payment-links';
import styles from './payment-links.module.css';

/** The figures the list names, in this order: PIX, the card in 1x, else the boleto. */
function shownLines(lines: readonly NetLineView[]): NetLineView[] {
  const pix = lines.find((l) => l.metodo === 'pix');
  const card = lines.find((l) => l.metodo === 'credit_card' && l.parcelas === 1);
  const boleto = lines.find((l) => l.metodo === 'bank_slip');
  const shown = [pix, card].filter((l): l is NetLineView => l !== undefined);
  return shown.length > 0 ? shown : boleto ? [boleto] : [];
}

const METHOD_SHORT: Record<NetLineView['metodo'], string> = {
  pix: 'PIX',
  credit_card: 'cartão 1x',
  bank_slip: 'boleto',
};

/**
 * 'Você recebe' under the link's amount (issue 38): what the seller keeps of one sale by PIX and
 * by card in 1x, as the API sent it. The form and the link's API give every installment count.
 */
export function LinkNet({ link }: { link: PaymentLink }) {
  const isSeller = useSession((s) => roleOf(s.user) === 'seller');
  const lines = shownLines(link.voce_recebe);
  if (lines.length === 0) return null;
  return (
    <span className={styles.net}>
      {/* One figure a line in the table, so the row stays two lines tall (issue 41). */}
      {lines.map((l, i) => (
        <span key={l.metodo} className={styles.netLine}>
          {i === 0 ? `${isSeller ? 'Você recebe' : 'Vendedor recebe'} ` : ' · '}
          {`${formatBRL(l.voceRecebeCents)} (${METHOD_SHORT[l.metodo]})`}
        </span>
      ))}
    </span>
  );
}
