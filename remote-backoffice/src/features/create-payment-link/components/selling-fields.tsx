import {
  AfterPaymentFields,
  CouponsField,
  CustomFieldsEditor,
  type CheckoutSectionProps,
} from '../../../components/checkout-settings';

/** What the payer answers, what follows the payment, and coupons: after the link's usage. */
export function SellingFields(props: CheckoutSectionProps) {
  return (
    <>
      <CustomFieldsEditor {...props} />
      <AfterPaymentFields {...props} />
      <CouponsField values={props.values} onChange={props.onChange} />
    </>
  );
}
