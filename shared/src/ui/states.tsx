import type { ReactNode } from 'react';
import styles from './ui.module.css';
import { Button } from './button';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
}

export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <div className={styles.state}>
      {icon}
      <h3 className={styles.stateTitle}>{title}</h3>
      {description ? <p className={styles.stateText}>{description}</p> : null}
      {action}
    </div>
  );
}

export interface ErrorStateProps {
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
}

export function ErrorState({ message, onRetry, retryLabel = 'Tentar novamente' }: ErrorStateProps) {
  return (
    <div className={styles.state} role="alert">
      <p className={styles.stateText}>{message}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}

export interface AlertProps {
  tone?: 'error' | 'info' | 'success';
  children: ReactNode;
}

export function Alert({ tone = 'info', children }: AlertProps) {
  const toneClass =
    tone === 'error' ? styles.alertError : tone === 'success' ? styles.alertSuccess : styles.alertInfo;
  return (
    <div className={`${styles.alert} ${toneClass}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
