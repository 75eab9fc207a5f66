import styles from './ui.module.css';

export interface SpinnerProps {
  /** Visible text beside the spinner, also its accessible name. */
  label?: string;
  size?: 'small' | 'normal';
  centered?: boolean;
}

export function Spinner({ label = 'Carregando...', size = 'normal', centered = false }: SpinnerProps) {
  const px = size === 'small' ? '1rem' : '1.25rem';
  const spinner = (
    <span className={styles.spinner} role="status" aria-live="polite">
      <span className={styles.spinnerCircle} style={{ width: px, height: px }} aria-hidden="true" />
      {label ? <span>{label}</span> : null}
    </span>
  );
  return centered ? <div className={styles.spinnerCentered}>{spinner}</div> : spinner;
}
