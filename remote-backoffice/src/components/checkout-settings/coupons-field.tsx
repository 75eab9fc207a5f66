import { Link } from 'react-router-dom';
import { paths } from '@pagora/shared/client';
import type { CheckoutSectionProps } from './types';
import styles from './checkout-settings.module.css';

/** Where the seller's coupons live (the 'Cupons' screen). */
const COUPONS_HREF = paths.coupons.getHref();

/** 'Aceitar cupons de desconto': the payer page offers a coupon field. */
export function CouponsField({ values, onChange }: Omit<CheckoutSectionProps, 'errorOf'>) {
  return (
    <div className={styles.section}>
      <label className={styles.option}>
        <input
          type="checkbox"
          name="allowCoupons"
          checked={values.allowCoupons}
          onChange={(e) => onChange({ allowCoupons: e.target.checked }, 'allowCoupons')}
        />
        <span>Aceitar cupons de desconto</span>
      </label>
      <span className={styles.hint}>
        O pagador digita o código de um dos seus cupons. Crie e acompanhe-os em{' '}
        <Link to={COUPONS_HREF}>Cupons</Link>.
      </span>
    </div>
  );
}
