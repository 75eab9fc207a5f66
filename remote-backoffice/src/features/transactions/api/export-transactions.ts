import { api } from '@pagora/shared/client';
import { pathOf, transactionsContract, type TransactionFilters } from '@pagora/shared/contracts';

const FALLBACK_NAME = 'transacoes.csv';

export interface CsvFile {
  blob: Blob;
  fileName: string;
}

/**
 * GET /api/transactions/:userId/export with the list's filters. Fetched through the shared client
 * (a plain link would not carry the bearer token) as a blob, so the CSV bytes arrive untouched.
 */
export async function exportTransactions(userId: string, filters: TransactionFilters): Promise<CsvFile> {
  const url = pathOf(transactionsContract.exportCsv, { userId });
  const params = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''));
  const response = await api.get<Blob>(url, { params, responseType: 'blob' });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? FALLBACK_NAME;
  return { blob: response.data, fileName };
}

/** Hands a file to the browser's download manager through a temporary object URL. */
export function saveFile({ blob, fileName }: CsvFile): void {
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
