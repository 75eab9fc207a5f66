import { useState } from 'react';
import type { StatementKind } from '@pagora/shared/contracts';
import { Button } from '@pagora/shared/ui';
import { useStatementDownload } from '../hooks/use-statement-download';
import { monthOf, type StatementPeriod } from '../hooks/statement-period';
import styles from './statement.module.css';

interface Props {
  period: StatementPeriod;
  kind: StatementKind | null;
  sellerId: string | null;
}

/** The period as CSV or OFX (what accounting tools import), and one month's PDF for the accountant. */
export function StatementDownloads({ period, kind, sellerId }: Props) {
  const { busy, download } = useStatementDownload();
  const [month, setMonth] = useState(() => monthOf(period.to));
  const seller: Record<string, string> = sellerId ? { sellerId } : {};
  const range: Record<string, string> = { ...period, ...seller, ...(kind ? { kind } : {}) };
  const base = `extrato-${period.from}-a-${period.to}`;
  return (
    <div className={styles.toolbar}>
      <Button
        variant="secondary"
        onClick={() => download('csv', range, `${base}.csv`)}
        loading={busy === 'csv'}
        loadingText="Baixando CSV..."
      >
        Baixar CSV
      </Button>
      <Button
        variant="secondary"
        onClick={() => download('ofx', range, `${base}.ofx`)}
        loading={busy === 'ofx'}
        loadingText="Baixando OFX..."
      >
        Baixar OFX
      </Button>
      <label>
        Mês do PDF
        <input
          type="month"
          className={styles.field}
          value={month}
          onChange={(e) => setMonth(e.target.value)}
        />
      </label>
      <Button
        variant="secondary"
        onClick={() => download('pdf', { ...seller, month }, `extrato-${month}.pdf`)}
        loading={busy === 'pdf'}
        loadingText="Gerando PDF..."
        disabled={!/^\d{4}-\d{2}$/.test(month)}
      >
        PDF do mês
      </Button>
    </div>
  );
}
