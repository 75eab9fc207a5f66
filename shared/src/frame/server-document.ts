// For the apps' Node builds (the checkout's `/pay/:linkId`, the shell's build-time `/login`): what
// both do to turn React's server render into a page.

/** Everything a server renderer streamed, as one string (a character split across chunks included). */
export async function streamedText(stream: AsyncIterable<string | Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let out = '';
  for await (const chunk of stream)
    out += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return out + decoder.decode();
}

/** The CSS for a page's head: a `</style` inside it cannot end the element and start markup. */
export function styleElement(css: string): string {
  return css ? `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>` : '';
}
