import styles from './stat.module.css';
import { toneClass, type Tone } from './tone';

export interface StatusBadgeProps {
  /** Default 'neutral'; `STATUS_GROUP_TONE[statusGroup(status)]` for transactions. */
  tone?: Tone;
  /** The pt-BR label ('Ativo', 'Pendente'); colour is never the only signal. */
  label: string;
}

export function StatusBadge({ tone = 'neutral', label }: StatusBadgeProps) {
  return <span className={`${styles.badge} ${toneClass(tone)}`}>{label}</span>;
}
