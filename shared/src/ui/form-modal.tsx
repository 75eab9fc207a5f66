import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';
import { Tabs, type TabItem } from './tabs';
import styles from './ui.module.css';

export interface FormModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Usually react-hook-form's `handleSubmit(save)`; the browser's own submit is always prevented. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  submitLabel: string;
  /** Replaces the submit label while `busy`, e.g. 'Salvando...'. */
  busyLabel?: string;
  busy?: boolean;
  submitDisabled?: boolean;
  cancelLabel?: string;
  /** Form sections as tabs; a tab whose fields show errors is marked and opened on submit. */
  tabs?: readonly TabItem[];
  activeTab?: string;
  onTabChange?: (id: string) => void;
  /** Shown above the tabs (e.g. an Alert with the server's message), or the whole form without tabs. */
  children?: ReactNode;
}

/** Add and edit modals: a <form> whose submit and 'Cancelar' sit in the modal footer. */
export function FormModal({
  open,
  title,
  onClose,
  onSubmit,
  submitLabel,
  busyLabel = 'Salvando...',
  busy = false,
  submitDisabled = false,
  cancelLabel = 'Cancelar',
  tabs,
  activeTab,
  onTabChange,
  children,
}: FormModalProps) {
  const formId = useId();
  const [submits, setSubmits] = useState(0);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmits((n) => n + 1);
    void onSubmit(event);
  };
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button
            type="submit"
            form={formId}
            disabled={submitDisabled}
            loading={busy}
            loadingText={busyLabel}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.modalForm} onSubmit={submit} noValidate>
        {children}
        {tabs ? (
          <Tabs tabs={tabs} active={activeTab} onChange={onTabChange} label={title} revealErrors={submits} />
        ) : null}
      </form>
    </Modal>
  );
}
