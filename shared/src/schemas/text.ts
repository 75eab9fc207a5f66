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
