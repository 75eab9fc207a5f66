import type { FeeTableVersionView } from '@pagora/shared/contracts';
import { EmptyState } from '@pagora/shared/ui';
import { dayText, rateRows } from './rates-text';
import styles from './fee-table.module.css';

function VersionTable({ version, caption }: { version: FeeTableVersionView; caption: string }) {
  return (
    <table className={styles.rates}>
      <caption>{caption}</caption>
      <tbody>
        {rateRows(version.rates).map((r) => (
          <tr key={r.key}>
            <th scope="row">{r.label}</th>
            <td>{r.value}</td>
          </tr>
        ))}
        {version.feeRecipient ? (
          <tr>
            <th scope="row">Recebe a taxa do marketplace</th>
            <td>{version.feeRecipient.nome}</td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}

/** The rates in force today: a version's, or the standard ones before any was entered. */
export function RatesInForce({ current, readOnly }: { current: FeeTableVersionView; readOnly: boolean }) {
  const since = current.validFrom ? `Em vigor desde ${dayText(current.validFrom)}` : 'Taxas padrão';
  return (
    <section className={styles.panel} aria-labelledby="taxas-em-vigor">
      <h2 id="taxas-em-vigor">{readOnly ? 'As taxas que você paga' : 'Taxas em vigor'}</h2>
      <p className={styles.muted}>{since}</p>
      <VersionTable version={current} caption="Taxas em vigor" />
    </section>
  );
}

/** Versions that start after today, soonest first. */
export function ScheduledVersions({ versions }: { versions: FeeTableVersionView[] }) {
  return (
    <section className={styles.panel} aria-labelledby="vigencias-agendadas">
      <h2 id="vigencias-agendadas">Vigências agendadas</h2>
      {versions.length === 0 ? (
        <EmptyState title="Nenhuma vigência agendada" description="Cadastre uma nova vigência abaixo." />
      ) : (
        versions.map((v) => (
          <VersionTable
            key={v.id ?? v.validFrom}
            version={v}
            caption={`A partir de ${dayText(v.validFrom ?? '')}`}
          />
        ))
      )}
    </section>
  );
}
