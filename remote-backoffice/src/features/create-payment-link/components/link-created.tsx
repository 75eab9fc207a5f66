import { useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import {
  hundredthsToDecimalText,
  paymentMethodLabel,
  type BoletoSettings,
  type CreatePaymentLink,
} from '@pagora/shared';
import { paths } from '@pagora/shared/client';
import { Button, Card } from '@pagora/shared/ui';
import { copyText } from '@pagora/shared/lite';
import { pricingSummary } from '../../../lib/checkout-settings';
import { paymentLinkUrl } from '../../../lib/payment-link-url';
import { CheckoutSummary } from './checkout-summary';
import { useSplitRecipients } from '../../../lib/split-recipients';
import { LinkQrCode } from './link-qr-code';
import styles from './create-payment-link.module.css';
import { SendLinkEmailButton } from '../../../components/send-link-email-button';

export const LINK_COPIED = 'Link copiado para a área de transferência!';

export interface LinkCreatedProps {
  id: string;
  link: CreatePaymentLink;
  onCreateAnother: () => void;
}

const boletoSummary = ({ dueDays, lateFeeHundredths, monthlyInterestHundredths }: BoletoSettings) =>
  [
    `vence em ${dueDays} ${dueDays === 1 ? 'dia' : 'dias'}`,
    lateFeeHundredths === null ? null : `multa de ${hundredthsToDecimalText(lateFeeHundredths)}%`,
    monthlyInterestHundredths === null
      ? null
      : `juros de ${hundredthsToDecimalText(monthlyInterestHundredths)}% ao mês`,
  ]
    .filter(Boolean)
    .join(', ');

/** The success view: the shareable address, a summary, and where to go next. */
export function LinkCreated({ id, link, onCreateAnother }: LinkCreatedProps) {
  const navigate = useNavigate();
  // Split recipients by name (an id means nothing to the seller reading the summary).
  const recipients = useSplitRecipients(link.splitPayments.length > 0);
  const nameOf = (recipientId: string) => recipients.find((r) => r.id === recipientId)?.nome ?? recipientId;
  const url = paymentLinkUrl(id);

  const copy = async () => {
    if (await copyText(url)) toast.success(LINK_COPIED);
  };

  return (
    <Card>
      <div className={styles.success}>
        <h2 className={styles.successTitle}>Link criado com sucesso!</h2>
        <div className={styles.linkBox}>
          <output className={styles.linkText} aria-label="Link de pagamento">
            {url}
          </output>
          <Button onClick={copy}>Copiar</Button>
        </div>
        {link.customerEmail ? (
          // The server e-mailed it with the link (same transaction): this is a resend.
          <div className={styles.sentNote}>
            <p role="status">{`Enviamos o link para ${link.customerEmail}`}</p>
            <SendLinkEmailButton linkId={id} label="Reenviar por email" />
          </div>
        ) : null}
        <dl className={styles.summary} aria-label="Resumo do link">
          <dt>Valor</dt>
          <dd>{pricingSummary(link.amountCents, link.checkout)}</dd>
          <dt>Descrição</dt>
          <dd>{link.description || '—'}</dd>
          {link.customerEmail ? (
            <>
              <dt>Cliente</dt>
              <dd>{link.customerEmail}</dd>
            </>
          ) : null}
          <dt>Métodos aceitos</dt>
          <dd>{link.paymentMethods.map(paymentMethodLabel).join(', ')}</dd>
          {link.paymentMethods.includes('credit_card') && link.parcelasSemJuros > 0 ? (
            <>
              <dt>Parcelas sem juros</dt>
              <dd>{`até ${link.parcelasSemJuros}x`}</dd>
            </>
          ) : null}
          {link.boleto ? (
            <>
              <dt>Boleto</dt>
              <dd>{boletoSummary(link.boleto)}</dd>
            </>
          ) : null}
          <CheckoutSummary settings={link.checkout} />
          {link.splitPayments.length > 0 ? (
            <>
              <dt>Split</dt>
              <dd>
                <ul className={styles.splitList}>
                  {link.splitPayments.map((s) => (
                    <li
                      key={s.recipient}
                    >{`${nameOf(s.recipient)}: ${hundredthsToDecimalText(s.percentageHundredths)}%`}</li>
                  ))}
                </ul>
              </dd>
            </>
          ) : null}
        </dl>
        <LinkQrCode url={url} linkId={id} />
        <div className={styles.successActions}>
          <a className={styles.linkButton} href={url} target="_blank" rel="noopener noreferrer">
            Visualizar link
          </a>
          <Button variant="secondary" onClick={onCreateAnother}>
            Criar novo link
          </Button>
          <Button variant="ghost" onClick={() => navigate(paths.payments.getHref())}>
            Voltar para listagem
          </Button>
        </div>
      </div>
    </Card>
  );
}
