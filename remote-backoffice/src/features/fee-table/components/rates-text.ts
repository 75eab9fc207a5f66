import { formatBRL, hundredthsToDecimalText, type FeeRates } from '@pagora/shared';

export const percentText = (hundredths: number) => `${hundredthsToDecimalText(hundredths)} %`;

/** Each rate of a version as the table shows it, in the order the contract lists them. */
export function rateRows(rates: FeeRates): { key: string; label: string; value: string }[] {
  return [
    { key: 'pix', label: 'PIX', value: percentText(rates.pixHundredths) },
    { key: 'boleto', label: 'Boleto (por boleto pago)', value: formatBRL(rates.boletoCents) },
    { key: 'card-1x', label: 'Cartão 1x', value: percentText(rates.card['1x']) },
    { key: 'card-2-6x', label: 'Cartão 2-6x', value: percentText(rates.card['2-6x']) },
    { key: 'card-7-12x', label: 'Cartão 7-12x', value: percentText(rates.card['7-12x']) },
    { key: 'card-13-21x', label: 'Cartão 13-21x', value: percentText(rates.card['13-21x']) },
    {
      key: 'anticipation',
      label: 'Antecipação (ao mês)',
      value: percentText(rates.anticipationMonthHundredths),
    },
    { key: 'own', label: 'Taxa do marketplace', value: percentText(rates.ownHundredths) },
  ];
}

/** '2026-12-01' -> '01/12/2026'. */
export const dayText = (day: string) => day.split('-').reverse().join('/');
