import { api } from '@pagora/shared/client';
import { pathOf, transactionsContract, type TransactionFilters } from '@pagora/shared/contracts';
import { fileNameOf, type DownloadedFile } from '../../../lib/save-file';

const FALLBACK_NAME = 'transacoes.csv';

/**
 * GET /api/transactions/:userId/export with the list's filters. Fetched through the shared client
 * (a plain link would not carry the bearer token) as a blob, so the CSV bytes arrive untouched.
 */
export async function exportTransactions(
  userId: string,
  filters: TransactionFilters,
): Promise<DownloadedFile> {
  const url = pathOf(transactionsContract.exportCsv, { userId });
  const params = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''));
  const response = await api.get<Blob>(url, { params, responseType: 'blob' });
  return {
    blob: response.data,
    fileName: fileNameOf(response.headers['content-disposition'], FALLBACK_NAME),
  };
}
