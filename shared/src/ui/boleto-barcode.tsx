import { useEffect, useRef, useState } from 'react';

/**
 * The 44-digit barcode as banks print it: Interleaved 2 of 5, drawn as SVG by JsBarcode. The
 * library loads with the boleto shown only, never on a page's first load (the payer's checkout and
 * the customer's 'Minhas Assinaturas' draw the same bars).
 */
export function BoletoBarcode({ barcode, className }: { barcode: string; className?: string }) {
  const svg = useRef<SVGSVGElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    import('jsbarcode')
      .then(({ default: JsBarcode }) => {
        if (!current || !svg.current) return;
        // FEBRABAN's bar widths: a narrow bar of 1 unit, wide bars 3 units, no text under it.
        JsBarcode(svg.current, barcode, {
          format: 'ITF',
          width: 1,
          height: 56,
          margin: 0,
          displayValue: false,
          valid: (ok) => current && setFailed(!ok),
        });
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [barcode]);
  if (failed) return null;
  return <svg ref={svg} className={className} role="img" aria-label="Código de barras do boleto" />;
}
