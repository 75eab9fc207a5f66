import { useState, type FormEvent } from 'react';
import { Button, Input } from '@pagora/shared/ui';
import styles from './developers.module.css';

const DAY_MS = 24 * 3600 * 1000;

/** `YYYY-MM-DDTHH:mm` in the browser's time zone, as a `datetime-local` field holds it. */
function localInput(at: Date): string {
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/**
 * 'Reenviar falhas desde…': the person picks the instant (a day ago unless changed), read in their
 * own time zone and sent as an ISO instant; every delivery that failed since goes back to the queue.
 */
export function RetryFailedForm({ onRetry, busy }: { onRetry: (since: string) => void; busy: boolean }) {
  const [since, setSince] = useState(() => localInput(new Date(Date.now() - DAY_MS)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (since) onRetry(new Date(since).toISOString());
  };
  return (
    <form className={styles.retryFailed} onSubmit={submit}>
      <Input
        label="Reenviar falhas desde"
        type="datetime-local"
        value={since}
        max={localInput(new Date())}
        required
        onChange={(e) => setSince(e.target.value)}
      />
      <Button type="submit" variant="secondary" loading={busy}>
        Reenviar falhas
      </Button>
    </form>
  );
}
