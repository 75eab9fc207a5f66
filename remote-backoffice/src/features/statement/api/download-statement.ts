import { api } from '@pagora/shared/client';
import { pathOf, statementContract } from '@pagora/shared/contracts';
import { fileNameOf, saveFile } from '../../../lib/save-file';

export const STATEMENT_FILES = {
  csv: statementContract.exportCsv,
  ofx: statementContract.exportOfx,
  pdf: statementContract.monthPdf,
} as const;
export type StatementFileKind = keyof typeof STATEMENT_FILES;

type Writable = { createWritable: () => Promise<WritableStream<Uint8Array>> };
/** Chromium's File System Access picker: the only way a page writes a download as it arrives. */
type SavePicker = (options: { suggestedName: string }) => Promise<Writable>;

const savePickerOf = (): SavePicker | undefined =>
  (window as unknown as { showSaveFilePicker?: SavePicker }).showSaveFilePicker;

/**
 * Downloads an export through the one API client (a plain link would not carry the bearer token).
 * Where the browser can write a file as it arrives, the answer is piped to disk chunk by chunk, so
 * a year of lines never sits in memory; elsewhere it is taken whole and handed over as a file.
 */
export async function downloadStatement(
  kind: StatementFileKind,
  query: Record<string, string>,
  suggestedName: string,
): Promise<void> {
  const url = pathOf(STATEMENT_FILES[kind]);
  const picker = savePickerOf();
  if (picker) {
    const file = await picker({ suggestedName });
    const response = await api.get<ReadableStream<Uint8Array>>(url, {
      params: query,
      adapter: 'fetch',
      responseType: 'stream',
    });
    await response.data.pipeTo(await file.createWritable());
    return;
  }
  const response = await api.get<Blob>(url, { params: query, responseType: 'blob' });
  saveFile({
    blob: response.data,
    fileName: fileNameOf(response.headers['content-disposition'], suggestedName),
  });
}
