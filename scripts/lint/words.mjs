// One word for one thing in what users read (issue 20, "One language, one meaning"). Each entry is
// a spelling that crept back after it was replaced, and the product's word: the spec's where it has
// one ('Email', 'CVC', 'PIX' as its screens write them), pt-BR's otherwise. ESLint's own
// no-restricted-syntax does the matching, so the rule needs no code of ours; tests are not checked,
// since they must name the old word to assert it is gone.

/** [pattern over a string's text, what to write instead]. Patterns are esquery regexes. */
export const WORDS = [
  ['\\b[Ee]-mails?\\b', "Escreva 'Email'/'email', a palavra da especificação, não 'E-mail'."],
  ['\\bPix\\b', "Escreva 'PIX', como as telas e a especificação, não 'Pix'."],
  ['\\bCVV\\b', "Escreva 'CVC', o nome do campo nos formulários de cartão."],
  ['[Cc]artão tokenizado', "Escreva 'Cartão salvo'."],
  ['Planos de [Tt]axas|Criar Juros', "O recurso se chama 'Planos de Juros'."],
  ['\\b(ID|Id) REFERENCIA\\b|\\b[Rr]eferencia\\b', "Escreva 'referência', com acento."],
  ['\\b(Total|Nome) D[aeo]\\b', "Preposições em minúsculas: 'Total de', 'Nome da'."],
];

/** no-restricted-syntax entries: string literals, template text and JSX text. */
export function wordSelectors() {
  return WORDS.flatMap(([pattern, message]) =>
    [
      `Literal[value=/${pattern}/]`,
      `TemplateElement[value.raw=/${pattern}/]`,
      `JSXText[value=/${pattern}/]`,
    ].map((selector) => ({ selector, message })),
  );
}
