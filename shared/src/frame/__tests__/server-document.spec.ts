import { streamedText, styleElement } from '../server-document';

async function* chunks(...parts: Array<string | Uint8Array>) {
  yield* parts;
}

test('a streamed render is read whole, a character split between two chunks included', async () => {
  const bytes = new TextEncoder().encode('Não');
  // 'ã' is two bytes: the first chunk ends in the middle of it.
  expect(await streamedText(chunks('<p>', bytes.slice(0, 2), bytes.slice(2), '</p>'))).toBe('<p>Não</p>');
});

test('inlined CSS cannot close its element early; no CSS, no element', () => {
  expect(styleElement('a::after { content: "</style><script>x</script>" }')).toBe(
    '<style>a::after { content: "<\\/style><script>x</script>" }</style>',
  );
  expect(styleElement('.a{color:red}')).toBe('<style>.a{color:red}</style>');
  expect(styleElement('')).toBe('');
});
