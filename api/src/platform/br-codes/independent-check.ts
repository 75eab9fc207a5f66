import {
  identificarData,
  identificarDataComNovoFator2025,
  identificarValor,
  validarBoleto,
} from '@mrmgomes/boleto-utils';

/**
 * Test helper (not a test file): what a maintained validator that did not make our codes reads
 * from a linha digitável. It cannot tell a factor's side of the 2025 restart by itself, so the
 * caller says which side the due date is on.
 */
export function readByLibrary(line: string, afterFactorRestart: boolean) {
  const r = validarBoleto(line);
  if (!r.sucesso) return { valid: false, message: r.mensagem };
  const due = (afterFactorRestart ? identificarDataComNovoFator2025 : identificarData)(
    line,
    'LINHA_DIGITAVEL',
  );
  return {
    valid: true,
    barcode: r.codigoBarras,
    dueDate: due.toISOString().slice(0, 10),
    // The library answers reais as a float: compared as text, never used as money.
    amount: identificarValor(line, 'LINHA_DIGITAVEL').toFixed(2),
  };
}
