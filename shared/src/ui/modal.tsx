import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './ui.module.css';
import { Button } from './button';
import { useDialogFocus } from './hooks/use-dialog-focus';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}

export function Modal({ open, title, onClose, children, footer }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  useDialogFocus(open, dialogRef, bodyRef);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  if (!open) return null;
  return (
    <div className={styles.backdrop} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        className={styles.modal}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.modalHeader}>
          <h2 id={titleId} className={styles.modalTitle}>
            {title}
          </h2>
          <Button variant="ghost" aria-label="Fechar" onClick={onClose}>
            ×
          </Button>
        </div>
        {/* The body scrolls between header and footer: a region a keyboard can scroll (axe). */}
        <div ref={bodyRef} className={styles.modalBody} role="region" aria-labelledby={titleId} tabIndex={0}>
          {children}
        </div>
        {footer ? <div className={styles.modalFooter}>{footer}</div> : null}
      </div>
    </div>
  );
}
