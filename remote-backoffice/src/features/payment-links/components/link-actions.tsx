import toast from 'react-hot-toast';
import { useCan } from '@pagora/shared/client';
import { copyText } from '@pagora/shared/lite';
import { useSendLinkEmail } from '../../../components/send-link-email-button';
import { paymentLinkUrl } from '../../../lib/payment-link-url';
import type { PaymentLink } from '../api/get-payment-links';
import { CopyIcon, EditIcon, EyeIcon, MailIcon, TrashIcon } from './icons';
import styles from './payment-links.module.css';

export const LINK_COPIED = 'Link copiado!';

export interface LinkActionsProps {
  link: PaymentLink;
  onEdit: (link: PaymentLink) => void;
  onDelete: (link: PaymentLink) => void;
}

/**
 * View (new tab), copy, resend, edit, delete: the same in the table and on the mobile cards. Resend
 * asks the team permission 'resend', edit and delete 'sell'; a role without one does not see it.
 */
export function LinkActions({ link, onEdit, onDelete }: LinkActionsProps) {
  const canSell = useCan('sell');
  const canResend = useCan('resend');
  const send = useSendLinkEmail(link.id);
  const url = paymentLinkUrl(link.id);
  const label = link.description || link.id;
  const copy = async () => {
    if (await copyText(url)) toast.success(LINK_COPIED);
  };
  return (
    <div className={styles.actions}>
      <a
        className={styles.iconButton}
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Visualizar link ${label}`}
        title="Visualizar link"
      >
        <EyeIcon />
      </a>
      <button
        type="button"
        className={styles.iconButton}
        onClick={copy}
        aria-label={`Copiar link ${label}`}
        title="Copiar link"
      >
        <CopyIcon />
      </button>
      {/* Only while a payer can still pay it: the mail says 'Pagar agora' (issue 41). */}
      {canResend && link.customerEmail && link.payable ? (
        // An icon like its neighbours: a worded button pushed 'Editar'/'Excluir' off a 1366 px screen.
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => send.mutate()}
          disabled={send.isPending}
          aria-busy={send.isPending}
          aria-label="Reenviar por email"
          title="Reenviar por email"
        >
          <MailIcon />
        </button>
      ) : null}
      {canSell ? (
        <>
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => onEdit(link)}
            aria-label={`Editar link ${label}`}
            title="Editar"
          >
            <EditIcon />
          </button>
          <button
            type="button"
            className={`${styles.iconButton} ${styles.danger}`}
            onClick={() => onDelete(link)}
            aria-label={`Excluir link ${label}`}
            title="Excluir"
          >
            <TrashIcon />
          </button>
        </>
      ) : null}
    </div>
  );
}
