import { useRef } from 'react';
import { QRCodeCanvas } from 'qrcode.react';
import { Button } from '@pagora/shared/ui';
import styles from './create-payment-link.module.css';

const QR_SIZE = 192;

/** The link as a QR code, downloadable as PNG for in-person sales. */
export function LinkQrCode({ url, linkId }: { url: string; linkId: string }) {
  const holder = useRef<HTMLDivElement>(null);

  const download = () => {
    const canvas = holder.current?.querySelector('canvas');
    if (!canvas) return;
    const anchor = document.createElement('a');
    anchor.href = canvas.toDataURL('image/png');
    anchor.download = `link-pagamento-${linkId}.png`;
    anchor.click();
  };

  return (
    <div className={styles.qr}>
      <div ref={holder} className={styles.qrCanvas}>
        <QRCodeCanvas
          value={url}
          size={QR_SIZE}
          marginSize={1}
          role="img"
          aria-label="QR Code do link de pagamento"
        />
      </div>
      <Button variant="secondary" onClick={download}>
        Baixar QR Code (PNG)
      </Button>
    </div>
  );
}
