import {
  cardFeeBandOf,
  formatBRL,
  hundredthsToDecimalText,
  type FeeRates,
  type PaymentMethodId,
} from '@pagora/shared';

/** The contracted rate a sale was checked against, as the notice names it ('Cartão 2-6x: 3,49 %'). */
export function describeRatesApplied(rates: FeeRates, method: PaymentMethodId, installments: number): string {
  const pct = (h: number) => `${hundredthsToDecimalText(h)} %`;
  switch (method) {
    case 'pix':
      return `PIX: ${pct(rates.pixHundredths)}`;
    case 'bank_slip':
      return `Boleto: ${formatBRL(rates.boletoCents)} por boleto pago`;
    case 'credit_card': {
      const band = cardFeeBandOf(installments);
      return `Cartão ${band}: ${pct(rates.card[band])}`;
    }
  }
}
