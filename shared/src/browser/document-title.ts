import { useEffect } from 'react';

export const APP_NAME = 'Pagora';

/** 'Links de Pagamento' → 'Links de Pagamento — Pagora' (tabs, history and screen readers tell pages apart). */
export const documentTitle = (title: string): string => (title ? `${title} — ${APP_NAME}` : APP_NAME);

/** Sets the tab's title while the calling page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
