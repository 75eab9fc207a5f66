/**
 * The logo formats Pagora accepts, known by their first bytes, not their name or declared type:
 * PNG, JPEG, GIF and WEBP. SVG is refused (it can carry script). The API decides by these bytes
 * (and decodes the image); the settings screen reads the same ones to refuse a text file named
 * '.png' at once instead of announcing it as loaded.
 */
export interface ImageSignature {
  ext: 'png' | 'jpg' | 'gif' | 'webp';
  mime: string;
  /** sharp's name of the format. */
  format: string;
  test: (bytes: Uint8Array) => boolean;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export const IMAGE_SIGNATURES: readonly ImageSignature[] = [
  {
    ext: 'png',
    mime: 'image/png',
    format: 'png',
    test: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { ext: 'jpg', mime: 'image/jpeg', format: 'jpeg', test: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { ext: 'gif', mime: 'image/gif', format: 'gif', test: (b) => startsWith(b, ascii('GIF8')) },
  {
    ext: 'webp',
    mime: 'image/webp',
    format: 'webp',
    test: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8),
  },
];

/** Bytes needed to tell the formats apart. */
export const IMAGE_SIGNATURE_BYTES = 12;

export const imageSignatureOf = (bytes: Uint8Array): ImageSignature | undefined =>
  IMAGE_SIGNATURES.find((s) => s.test(bytes));
