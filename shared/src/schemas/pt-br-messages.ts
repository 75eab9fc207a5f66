import { z } from 'zod';

/**
 * zod's own answers for the fields whose schema names no message, in pt-BR. zod 4 ships only a
 * European Portuguese locale ('Demasiado grande', 'vetor'): the common cases are worded here, the
 * rest fall back to it. A missing value reads 'Campo obrigatório.' and a failed pattern never
 * echoes the regular expression. The spec's messages, written in the schemas, always win.
 * Called once where the API builds its validators.
 */
const KINDS: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  int: 'um número inteiro',
  boolean: 'verdadeiro ou falso',
  array: 'uma lista',
  object: 'um objeto',
  date: 'uma data',
};

const limitOf = (origin: string, limit: number | bigint) =>
  origin === 'string'
    ? `${limit} caracteres`
    : origin === 'array' || origin === 'set'
      ? `${limit} itens`
      : String(limit);

export function usePtBrValidationMessages(): void {
  const pt = z.locales.pt().localeError;
  z.config({
    localeError: (issue) => {
      switch (issue.code) {
        case 'invalid_type':
          if (issue.input === undefined) return 'Campo obrigatório.';
          return `Valor inválido: esperado ${KINDS[issue.expected] ?? issue.expected}.`;
        case 'invalid_format':
          return 'Formato inválido.';
        case 'too_big':
          return `Valor muito grande: no máximo ${limitOf(issue.origin, issue.maximum as number)}.`;
        case 'too_small':
          return `Valor muito pequeno: no mínimo ${limitOf(issue.origin, issue.minimum as number)}.`;
        case 'invalid_value':
          return 'Opção inválida.';
        case 'unrecognized_keys':
          return 'Campos não reconhecidos.';
        default:
          return pt?.(issue) ?? 'Valor inválido.';
      }
    },
  });
}
