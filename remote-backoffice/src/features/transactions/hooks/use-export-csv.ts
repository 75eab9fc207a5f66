import { useState } from 'react';
import { messageOf } from '@pagora/shared/client';
import type { TransactionFilters } from '@pagora/shared/contracts';
import { notify } from '@pagora/shared/ui';
import { saveFile } from '../../../lib/save-file';
import { exportTransactions } from '../api/export-transactions';

export const EXPORT_FAILED = 'Não foi possível exportar as transações. Tente novamente.';

/** 'Exportar CSV': every transaction matching the current filters, not just this page. */
export function useExportCsv(userId: string | null, filters: TransactionFilters) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!userId || busy) return;
    setBusy(true);
    try {
      saveFile(await exportTransactions(userId, filters));
    } catch (error) {
      // A refusal asked for as a blob carries no readable message: then the screen's own text.
      notify.error(messageOf(error, EXPORT_FAILED));
    } finally {
      setBusy(false);
    }
  };
  return { busy, run: () => void run() };
}
