import type { LinkCheckoutSettings } from '@pagora/shared';
import { afterPaymentSummary, fieldSummary } from '../../../lib/checkout-settings';

/** The created link's quantity, fields, after-payment and coupons lines; none for a plain link. */
export function CheckoutSummary({ settings }: { settings: LinkCheckoutSettings }) {
  const { quantity, customFields, afterPayment, allowCoupons } = settings;
  const after = afterPaymentSummary(afterPayment);
  return (
    <>
      {quantity ? (
        <>
          <dt>Quantidade</dt>
          <dd>{`de ${quantity.min} a ${quantity.max} (padrão ${quantity.default})`}</dd>
        </>
      ) : null}
      {customFields.length > 0 ? (
        <>
          <dt>Campos personalizados</dt>
          <dd>{customFields.map(fieldSummary).join('; ')}</dd>
        </>
      ) : null}
      {after ? (
        <>
          <dt>Após o pagamento</dt>
          <dd>{after}</dd>
        </>
      ) : null}
      {allowCoupons ? (
        <>
          <dt>Cupons</dt>
          <dd>Aceita cupons de desconto</dd>
        </>
      ) : null}
    </>
  );
}
