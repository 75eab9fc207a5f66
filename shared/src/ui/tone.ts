import type { StatusGroup } from '../status/status-group';
import styles from './tone.module.css';

/** The colour families a badge or stat card can take. */
export type Tone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** Class setting --tone-fg, --tone-bg and --tone-accent for a tone. */
export const toneClass = (tone: Tone): string => styles[tone] ?? '';

/** Transactions and links group their statuses (status-group.ts); each group has one colour everywhere. */
export const STATUS_GROUP_TONE: Record<StatusGroup, Tone> = {
  completed: 'success',
  pending: 'warning',
  declined: 'danger',
  expired: 'neutral',
  // Held until the bank decides: a warning, like a sale still waiting; a lost one is money gone.
  disputed: 'warning',
  chargeback: 'danger',
};
