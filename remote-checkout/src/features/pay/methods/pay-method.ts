import type { ComponentType } from 'react';
import type { PayerLink } from '../api/get-payment-link';

/** What the checkout gives every method's step 2, whichever method it is. */
export interface PayMethodPanelProps {
  link: PayerLink;
  /** Back to 'Escolha a forma de pagamento'. */
  onClose: () => void;
  /** Reads the link's prices again (the server refused a total that changed since the page loaded). */
  onPriceChanged: () => Promise<void>;
  /** The link was paid by someone else meanwhile, is busy or is gone: its own message, not a decline. */
  onLinkUnavailable: (message: string) => Promise<void>;
}

/**
 * A payment method as the payer's checkout knows it (issue 37): its id (the link's
 * `paymentMethods` spelling), its button on the method choice and its step 2. The checkout names
 * no method: it renders the registered ones the link offers. What a paid receipt says of the
 * method is the receipt's own (components/receipt), since the result pages show it without this
 * feature.
 */
export interface PayMethod<Id extends string = string> {
  id: Id;
  /** The button's name on the method choice ('PIX', 'Cartão', 'Boleto'): e2e and tests find it by it. */
  label: string;
  /** The line under it; decorative (aria-hidden), so the button's name stays the label. */
  hint: string;
  /** Step 2. Loaded on demand (`lazy`): the first screen stays small for payers on mobile data. */
  Panel: ComponentType<PayMethodPanelProps>;
}
