import type { OrderDraft } from '../../hooks/use-order-draft';
import { CouponField } from './coupon-field';
import { CustomFields } from './custom-fields';
import { OrderTotal } from './order-total';
import { OwnAmount } from './own-amount';
import { QuantityStepper } from './quantity-stepper';
import styles from './order.module.css';

/** Step 1 of a link that asks something: its price choice, its fields and a coupon, then the total. */
export function OrderForm({ draft }: { draft: OrderDraft }) {
  const { pricing, allowCoupons, customFields } = draft.link.checkout;
  return (
    <section className={styles.order} aria-label="Seu pedido">
      {pricing === 'quantidade' ? <QuantityStepper draft={draft} /> : null}
      {pricing === 'livre' ? <OwnAmount draft={draft} /> : null}
      {customFields.length > 0 ? <CustomFields draft={draft} /> : null}
      {allowCoupons ? <CouponField draft={draft} /> : null}
      <OrderTotal draft={draft} />
    </section>
  );
}
