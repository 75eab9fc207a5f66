/**
 * The step the payer was on, per link and per tab (sessionStorage): a reload or a back/forward
 * lands there again, and the PIX panel then asks for the code the server still holds for this
 * payer (the same code, with the time it has left). First-screen code: no imports.
 */
export type RememberedMethod = 'pix' | 'credit_card';

const key = (linkId: string) => `pagora:pay-method:${linkId}`;

export function rememberedMethod(linkId: string): RememberedMethod | null {
  try {
    const value = sessionStorage.getItem(key(linkId));
    return value === 'pix' || value === 'credit_card' ? value : null;
  } catch {
    return null;
  }
}

export function rememberMethod(linkId: string, method: RememberedMethod | null): void {
  try {
    if (method) sessionStorage.setItem(key(linkId), method);
    else sessionStorage.removeItem(key(linkId));
  } catch {
    // Storage refused (private mode): the page works, it just forgets on reload.
  }
}
