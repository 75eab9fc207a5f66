import { z } from 'zod';

/**
 * A UTF-16 surrogate without its pair ("\ud800") is no character: JSON may carry it, PostgreSQL's
 * jsonb and text refuse it (an address with one answered 500). Every text the API takes is checked
 * for it before validation, with this pt-BR answer.
 */
export const LONE_SURROGATE_MESSAGE = 'O texto contém caracteres inválidos (Unicode incompleto).';

export function hasLoneSurrogate(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i += 1;
      else return true;
    } else if (c >= 0xdc00 && c <= 0xdfff) return true;
  }
  return false;
}

/**
 * Names, titles and other one-line fields end up in e-mail subjects, PDF titles, CSV cells and
 * provider calls, where a line break splits a header or a row (issue 35: a seller named with `\n`
 * broke the receipt's subject inside the payment's transaction). They refuse every control
 * character (tab and line breaks included), the C1 range and the Unicode line separators, where
 * they are written; free text (a plan's description) keeps its lines.
 */
export const SINGLE_LINE_MESSAGE =
  'Este campo não pode ter quebras de linha, tabulações nem caracteres de controle.';

/** C0 (tab, LF and CR included), DEL, C1 and U+2028/U+2029: code points, so no control regex. */
const breaksLine = (c: number) => c < 0x20 || (c >= 0x7f && c <= 0x9f) || c === 0x2028 || c === 0x2029;

export function isSingleLine(text: string | null | undefined): boolean {
  if (!text) return true;
  for (let i = 0; i < text.length; i += 1) if (breaksLine(text.charCodeAt(i))) return false;
  return true;
}

/** The one refinement every single-line field uses: `singleLine(requiredString('Nome é obrigatório'))`. */
export const singleLine = <S extends z.ZodType<string | undefined>>(schema: S): S =>
  schema.refine(isSingleLine, { error: SINGLE_LINE_MESSAGE });

/**
 * The same text on one line, each run of those characters one space: for values already stored
 * (written before the rule) that must go into a mail header or another one-line place.
 */
export function toSingleLine(text: string): string {
  let out = '';
  for (const ch of text) out += breaksLine(ch.charCodeAt(0)) ? (out.endsWith(' ') ? '' : ' ') : ch;
  return out.trim();
}
