import { useState } from 'react';
import { messageOf } from '@pagora/shared/client';
import { notify } from '@pagora/shared/ui';
import { downloadStatement, type StatementFileKind } from '../api/download-statement';

export const DOWNLOAD_FAILED = 'Não foi possível baixar o extrato. Tente novamente.';

const isCancel = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** One download at a time per file kind; a refusal in a toast, a cancelled save dialog in silence. */
export function useStatementDownload() {
  const [busy, setBusy] = useState<StatementFileKind | null>(null);
  const run = async (kind: StatementFileKind, query: Record<string, string>, fileName: string) => {
    if (busy) return;
    setBusy(kind);
    try {
      await downloadStatement(kind, query, fileName);
    } catch (error) {
      if (!isCancel(error)) notify.error(messageOf(error, DOWNLOAD_FAILED));
    } finally {
      setBusy(null);
    }
  };
  return {
    busy,
    download: (kind: StatementFileKind, query: Record<string, string>, fileName: string) =>
      void run(kind, query, fileName),
  };
}
