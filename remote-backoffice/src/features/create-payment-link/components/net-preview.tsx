import { formatBRL, paymentMethodLabel } from '@pagora/shared';
import type { NetLineView } from '@pagora/shared/contracts';
import { Button } from '@pagora/shared/ui';
import { useNetPreview, type NetPreviewRequest } from '../api/get-net-preview';
import styles from './net-preview.module.css';

export const NET_PREVIEW_FAILED = 'Não foi possível calcular quanto você recebe.';

export interface NetPreviewProps {
  request: NetPreviewRequest | null;
  /** 'Você recebe' for the seller itself, 'O vendedor recebe' when a marketplace writes for one. */
  onBehalf: boolean;
  /** What the figures are of when the payer chooses the quantity or the amount (issue 40). */
  basis?: string | null | undefined;
}

/**
 * 'Você recebe R$ …' under the amount (issue 38): per method chosen and, for the card, a table per
 * installment count, at the contracted rates. It informs and never blocks saving: an error or a
 * slow answer leaves the form as it is.
 */
export function NetPreview({ request, onBehalf, basis }: NetPreviewProps) {
  const preview = useNetPreview(request);
  const receives = onBehalf ? 'O vendedor recebe' : 'Você recebe';
  if (!request)
    return (
      <p className={styles.hint}>
        {onBehalf
          ? 'Escolha o vendedor e informe o valor para ver quanto ele recebe.'
          : 'Informe o valor para ver quanto você recebe.'}
      </p>
    );
  if (preview.isError)
    return (
      <div className={styles.box} role="alert">
        <span>{NET_PREVIEW_FAILED}</span>
        <Button variant="ghost" onClick={() => void preview.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  if (!preview.data)
    return (
      <p className={styles.hint} role="status">
        Calculando o valor a receber...
      </p>
    );
  const lines = preview.data;
  const card = lines.filter((l) => l.metodo === 'credit_card');
  return (
    <section className={styles.box} aria-label={receives} aria-busy={preview.isFetching}>
      <ul className={styles.methods}>
        {lines
          .filter((l) => l.metodo !== 'credit_card' || l.parcelas === 1)
          .map((l) => (
            <li key={`${l.metodo}-${l.parcelas}`}>
              {paymentMethodLabel(l.metodo)}
              {l.metodo === 'credit_card' ? ' 1x' : ''}:{' '}
              <strong className={l.voceRecebeCents < 0 ? styles.negative : undefined}>
                {receives} {formatBRL(l.voceRecebeCents)}
              </strong>
            </li>
          ))}
      </ul>
      {card.length > 1 ? <CardTable lines={card} receives={receives} /> : null}
      {basis ? <p className={styles.hint}>{basis}</p> : null}
      <p className={styles.hint}>
        Prévia pelas taxas contratadas; o extrato mostra o que o provedor cobrou de fato.
      </p>
    </section>
  );
}

/** The card per installment count; it scrolls sideways on a narrow screen instead of overflowing. */
function CardTable({ lines, receives }: { lines: readonly NetLineView[]; receives: string }) {
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={`${receives} por parcela`}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Parcelas</th>
            <th scope="col">Cliente paga</th>
            <th scope="col">Taxa do provedor</th>
            <th scope="col">Taxa do marketplace</th>
            <th scope="col">Split</th>
            <th scope="col">{receives}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.parcelas}>
              <th scope="row">{l.parcelas}x</th>
              <td>{formatBRL(l.totalPagadorCents)}</td>
              <td>
                {formatBRL(l.taxaProvedorCents)}
                {l.taxa_paga_pelo_split ? <span className={styles.note}> (paga pelo split)</span> : null}
              </td>
              <td>{formatBRL(l.taxaMarketplaceCents)}</td>
              <td>{formatBRL(l.repassesCents)}</td>
              <td className={l.voceRecebeCents < 0 ? styles.negative : undefined}>
                {formatBRL(l.voceRecebeCents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
