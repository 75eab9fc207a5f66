import { useController, useFormContext } from 'react-hook-form';
import { formatBRL, type CouponFormInput } from '@pagora/shared';
import { messageOf } from '@pagora/shared/client';
import { Spinner } from '@pagora/shared/ui';
import { useSellerLinks } from '../api/list-seller-links';
import styles from './coupons.module.css';

/**
 * Which links take the coupon: every link of the seller that accepts coupons (null), or the ones
 * ticked here. A link that does not accept coupons says so: the coupon will not show on its page.
 */
export function CouponLinksField({ sellerId }: { sellerId: string | null }) {
  const { control } = useFormContext<CouponFormInput>();
  const {
    field: { value, onChange },
    fieldState,
  } = useController({ control, name: 'linkIds' });
  const links = useSellerLinks(sellerId);
  const chosen = value ?? null;
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...(chosen ?? []), id] : (chosen ?? []).filter((x) => x !== id));
  const errorId = 'cupom-links-erro';
  return (
    <fieldset className={styles.links} aria-describedby={fieldState.error ? errorId : undefined}>
      <legend>Links</legend>
      <label className={styles.choice}>
        <input type="radio" name="cupom-links" checked={chosen === null} onChange={() => onChange(null)} />
        Todos os links que aceitam cupons
      </label>
      <label className={styles.choice}>
        <input type="radio" name="cupom-links" checked={chosen !== null} onChange={() => onChange([])} />
        Só os links escolhidos
      </label>
      {chosen !== null ? (
        <div className={styles.linkList}>
          {links.isPending ? <Spinner label="Carregando links" /> : null}
          {links.isError ? (
            <p className={styles.error}>{messageOf(links.error, 'Erro ao carregar os links.')}</p>
          ) : null}
          {links.data?.length === 0 ? <p className={styles.muted}>Nenhum link deste vendedor.</p> : null}
          {links.data?.map((l) => (
            <label key={l.id} className={styles.choice}>
              <input
                type="checkbox"
                checked={chosen.includes(l.id)}
                onChange={(e) => toggle(l.id, e.target.checked)}
              />
              <span>
                {`${l.description || 'Link sem descrição'} — ${formatBRL(l.amountCents)}`}
                {l.allowCoupons ? null : <span className={styles.muted}>Não aceita cupons</span>}
              </span>
            </label>
          ))}
        </div>
      ) : null}
      {fieldState.error ? (
        <p id={errorId} role="alert" className={styles.error}>
          {fieldState.error.message}
        </p>
      ) : null}
    </fieldset>
  );
}
