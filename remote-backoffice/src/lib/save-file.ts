/** A download as the API answers it: its bytes and the name its Content-Disposition gives. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The file name of a `Content-Disposition` header, or `fallback`. */
export const fileNameOf = (disposition: unknown, fallback: string): string =>
  /filename="?([^";]+)"?/.exec(String(disposition ?? ''))?.[1] ?? fallback;

/**
 * Hands a file to the browser's download manager through a temporary object URL (exports are
 * fetched through the API client, since a plain link would not carry the bearer token).
 */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked on the next task: some browsers start reading the URL only after click() returns.
    setTimeout(() => URL.revokeObjectURL(href), 0);
  }
}
