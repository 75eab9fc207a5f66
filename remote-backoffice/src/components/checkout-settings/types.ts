import type { CheckoutFormValues } from '../../lib/checkout-settings';

/**
 * What every checkout section takes. `touchKey` names what the user edited (`checkoutTouchKey`:
 * a custom field row by its stable key, not its index), so the create form can show a field's
 * message once edited; the edit modal shows every message and ignores it.
 */
export interface CheckoutSectionProps {
  values: CheckoutFormValues;
  onChange: (patch: Partial<CheckoutFormValues>, touchKey: string) => void;
  /** The message to show now under the input whose schema path is `path` ('quantity.max'). */
  errorOf: (path: string) => string | undefined;
}
