/**
 * The step the payer was on, per link and per tab (sessionStorage): a reload or a back/forward
 * lands there again, and the PIX panel then asks for the code the server still holds for this
 * payer (the same code, with the time it has left). First-screen code: no imports.
 */
const key = (linkId: string) => `pagora:pay-method:${linkId}`;

/** Whatever was stored: the pay page keeps it only if the link still offers that method. */
export function rememberedMethod(linkId: string): string | null {
  try {
    return sessionStorage.getItem(key(linkId));
  } catch {
    return null;
  }
}

/** A method's id (methods/registry); '' forgets (the method choice again). */
export function rememberMethod(linkId: string, method: string): void {
  try {
    sessionStorage.setItem(key(linkId), method);
  } catch {
    // Storage refused (private mode): the page works, it just forgets on reload.
  }
}
