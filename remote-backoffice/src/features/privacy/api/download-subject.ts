import { api } from '@pagora/shared/client';
import { pathOf, privacyContract } from '@pagora/shared/contracts';
import { fileNameOf, saveFile } from '../../../lib/save-file';
import type { SubjectQuery } from './query-keys';

const FILES = { json: privacyContract.exportJson, pdf: privacyContract.exportPdf } as const;
export type SubjectFileKind = keyof typeof FILES;

/**
 * GET /api/privacidade/titular/export.json | .pdf through the one API client (a plain link would
 * not carry the bearer token); the server records each export as an answered request.
 */
export async function downloadSubject(kind: SubjectFileKind, query: SubjectQuery): Promise<void> {
  const response = await api.get<Blob>(pathOf(FILES[kind]), { params: query, responseType: 'blob' });
  saveFile({
    blob: response.data,
    fileName: fileNameOf(response.headers['content-disposition'], `dados-titular.${kind}`),
  });
}
