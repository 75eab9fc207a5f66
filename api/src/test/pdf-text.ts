import { inflateSync } from 'node:zlib';

/**
 * The lines of text a pdfkit document draws, for tests that check what a PDF says. pdfkit writes
 * each line as one `[<hex> kerning <hex> …] TJ` in a Flate-compressed content stream, and the
 * standard fonts' WinAnsi bytes are Latin-1 for every Portuguese letter, so inflating the streams
 * and joining each array's hex strings gives the lines back (docs/decisions/026).
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const [, body, cr] of raw.matchAll(/stream\r?\n([\s\S]*?)(\r?)\nendstream/g)) {
    // pdfkit ends a stream with '\n' only: a '\r' before it may be the compressed data's own last
    // byte (1 run in 256 or so), which the pattern would otherwise cut off.
    const content = inflated(`${body ?? ''}${cr ?? ''}`) ?? (cr ? inflated(body ?? '') : null);
    if (content === null) continue; // not a Flate stream (an image, a font): no text in it
    for (const [, items] of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ/g)) {
      const hex = [...(items ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines;
}

function inflated(latin1: string): string | null {
  try {
    return inflateSync(Buffer.from(latin1, 'latin1')).toString('latin1');
  } catch {
    return null;
  }
}
