/** What the payer is told of a boleto's approval (spec 000's method list, per business day). */
export const BOLETO_APPROVAL_NOTE = 'Pagamento aprovado em até 1 dia útil após o pagamento';

/** The 47-digit linha digitável grouped as banks print it: 'AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE'. */
export function formatDigitableLine(line: string): string {
  const d = line.replace(/\D/g, '');
  if (d.length !== 47) return line;
  return `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ${d.slice(21, 26)}.${d.slice(26, 32)} ${d.slice(32, 33)} ${d.slice(33)}`;
}
