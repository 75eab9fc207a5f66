import { useEffect, useRef, useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import toast from 'react-hot-toast';
import { QR_CODE_SIZE } from '@pagora/shared';
import { Alert, Button, Spinner } from '@pagora/shared/ui/core';
import { PublicApiError } from '../../../lib/public-api';
import type { PixCharge } from '../api/create-pix-charge';
import type { PayerLink } from '../api/get-payment-link';
import { simulatePixPayment } from '../api/simulate-pix-payment';
import { useCheckoutOrder } from '../hooks/order-context';
import { usePaymentNavigation } from '../hooks/use-payment-navigation';
import { usePixCharge } from '../hooks/use-pix-charge';
import { ReceiptEmailForm } from './receipt-email-form';
import { copyText } from '@pagora/shared/lite';
import styles from './pix-panel.module.css';

const pad = (n: number) => String(n).padStart(2, '0');
export const formatCountdown = (seconds: number) => `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;

/** Said once a minute (and in the last 30 s), not every second: a live region that ticks is noise. */
function announcement(seconds: number): string {
  if (seconds <= 0) return '';
  if (seconds === 30) return 'Faltam 30 segundos para o código expirar';
  if (seconds % 60 !== 0) return '';
  const minutes = seconds / 60;
  return `Código válido por mais ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
}

/** Step 2, PIX: QR code, copy-and-paste code, countdown, live status (spec 000 section 4 "PIX"). */
export function PixPanel({ link, onClose }: { link: PayerLink; onClose: () => void }) {
  const go = usePaymentNavigation(link);
  const order = useCheckoutOrder();
  const paid = (charge: PixCharge) =>
    go.approved(
      {
        id: charge.id,
        data_criacao: new Date().toISOString(),
        paymentMethod: 'pix',
        valor: charge.valor,
        amountCents: order?.totalCents ?? link.amountCents,
        vendedor: link.seller.nome,
        descricao: link.description,
        parcelas: 1,
        status: 'pago',
      },
      charge.documentToken,
    );
  const pix = usePixCharge(link, paid, () => go.declined(), order);
  const [spoken, setSpoken] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    const text = announcement(pix.secondsLeft);
    if (text && pix.phase === 'active') setSpoken(text);
  }, [pix.secondsLeft, pix.phase]);

  const copy = async () => {
    if (!pix.charge) return;
    if (await copyText(pix.charge.barCode.emv)) toast.success('Código PIX copiado!');
  };
  const simulate = async () => {
    if (!pix.charge) return;
    try {
      await simulatePixPayment(pix.charge.id);
    } catch (err) {
      toast.error(err instanceof PublicApiError ? err.message : String(err));
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="pix-title">
      <div className={styles.head}>
        <h2 id="pix-title" className={styles.title} tabIndex={-1} ref={heading}>
          Pagar com PIX
        </h2>
        <Button variant="ghost" onClick={onClose}>
          Trocar forma de pagamento
        </Button>
      </div>

      {pix.phase === 'loading' ? <Spinner centered label="Gerando código PIX..." /> : null}

      {pix.phase === 'error' ? (
        <div className={styles.center}>
          <Alert tone="error">{pix.error}</Alert>
          <Button onClick={pix.regenerate}>Tentar novamente</Button>
        </div>
      ) : null}

      {pix.phase === 'expired' ? (
        <div className={styles.expired} role="alert">
          <p className={styles.expiredTitle}>QR Code expirado</p>
          <p className={styles.muted}>Gere um novo código para continuar</p>
          <Button onClick={pix.regenerate}>Gerar novo código</Button>
        </div>
      ) : null}

      {(pix.phase === 'active' || pix.phase === 'detected') && pix.charge ? (
        <>
          <p className={styles.status} role="status" aria-live="polite">
            {pix.phase === 'detected' ? (
              <strong className={styles.detected}>Pagamento detectado!</strong>
            ) : (
              'Aguardando pagamento...'
            )}
          </p>
          <div className={styles.qr}>
            <QRCodeSVG
              value={pix.charge.barCode.emv}
              size={QR_CODE_SIZE}
              role="img"
              aria-label="QR Code PIX"
            />
          </div>
          <p className={styles.timer}>
            Expira em{' '}
            <span role="timer" aria-label="Tempo restante">
              {formatCountdown(pix.secondsLeft)}
            </span>
          </p>
          <p className={styles.srOnly} aria-live="polite">
            {spoken}
          </p>
          <ol className={styles.steps}>
            <li>Abra o app do seu banco e escolha pagar com PIX.</li>
            <li>Leia o QR Code ou cole o código abaixo.</li>
            <li>Confirme: a página avança sozinha quando o pagamento chegar.</li>
          </ol>
          <label className={styles.label} htmlFor="pix-code">
            Código PIX copia e cola
          </label>
          <div className={styles.copyRow}>
            <input
              id="pix-code"
              className={styles.code}
              readOnly
              value={pix.charge.barCode.emv}
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button onClick={copy}>Copiar código</Button>
          </div>
          <ReceiptEmailForm key={pix.charge.id} transactionId={pix.charge.id} />
          {pix.config?.sandbox ? (
            <div className={styles.sandbox}>
              <p className={styles.sandboxText}>
                <strong>Ambiente de testes (sandbox):</strong> nenhum dinheiro real é movimentado.
              </p>
              <Button variant="secondary" onClick={simulate} disabled={pix.phase !== 'active'}>
                Simular pagamento (sandbox)
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
