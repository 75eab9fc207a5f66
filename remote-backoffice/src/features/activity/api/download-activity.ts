import { api } from '@pagora/shared/client';
import { activityContract, pathOf } from '@pagora/shared/contracts';
import { fileNameOf, saveFile } from '../../../lib/save-file';

/**
 * GET /api/atividade/export.csv through the one API client (a plain link would not carry the
 * bearer token), handed to the browser as a file.
 */
export async function downloadActivity(query: Record<string, string>, suggestedName: string): Promise<void> {
  const response = await api.get<Blob>(pathOf(activityContract.exportCsv), {
    params: query,
    responseType: 'blob',
  });
  saveFile({
    blob: response.data,
    fileName: fileNameOf(response.headers['content-disposition'], suggestedName),
  });
}
