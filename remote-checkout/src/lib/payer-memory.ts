/**
 * What the payer's browser keeps between pages, never card data:
 * - a random payer token (localStorage), sent as `X-Payer-Token` so the server can hand this payer
 *   their own open PIX code again, and never another payer's;
 * - the name, CPF and e-mail typed on a link (sessionStorage), so 'Tentar novamente' after a
 *   decline does not make the payer type them again.
 */
const TOKEN_KEY = 'pagora:payer-token';
let memoryToken: string | null = null;

function randomToken(): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function payerToken(): string {
  try {
    const stored = localStorage.getItem(TOKEN_KEY);
    if (stored && /^[A-Za-z0-9_-]{16,128}$/.test(stored)) return stored;
    const fresh = randomToken();
    localStorage.setItem(TOKEN_KEY, fresh);
    return fresh;
  } catch {
    memoryToken ??= randomToken();
    return memoryToken;
  }
}

export type PayerDetails = { name: string; cpf: string; email: string };
const detailsKey = (linkId: string) => `pagora:payer:${linkId}`;

export function rememberedPayer(linkId: string): Partial<PayerDetails> {
  try {
    const raw = sessionStorage.getItem(detailsKey(linkId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (typeof parsed !== 'object' || parsed === null) return {};
    const pick = (k: keyof PayerDetails) => {
      const v = (parsed as Record<string, unknown>)[k];
      return typeof v === 'string' ? { [k]: v } : {};
    };
    return { ...pick('name'), ...pick('cpf'), ...pick('email') };
  } catch {
    return {};
  }
}

export function rememberPayer(linkId: string, details: PayerDetails): void {
  try {
    sessionStorage.setItem(detailsKey(linkId), JSON.stringify(details));
  } catch {
    // Nothing to do: the payer types them again.
  }
}

/**
 * When this tab's PIX code for a link runs out (epoch ms). A reload after that shows 'QR Code
 * expirado' with 'Gerar novo código' instead of making a new code the payer did not ask for.
 */
const codeKey = (linkId: string) => `pagora:pix-deadline:${linkId}`;

export function rememberedCodeDeadline(linkId: string): number | null {
  try {
    const value = Number(sessionStorage.getItem(codeKey(linkId)));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function rememberCodeDeadline(linkId: string, deadline: number | null): void {
  try {
    if (deadline === null) sessionStorage.removeItem(codeKey(linkId));
    else sessionStorage.setItem(codeKey(linkId), String(deadline));
  } catch {
    // Without storage a reload just asks the server, which answers any code still open.
  }
}

/**
 * The boleto this tab issued for a link (the API's answer, as received), so a reload shows the
 * same codes instead of a form that would issue a second boleto. Read back through the contract's
 * schema by the boleto panel; forgotten once it is paid or has expired.
 */
const boletoKey = (linkId: string) => `pagora:boleto:${linkId}`;

export function rememberedBoleto(linkId: string): unknown {
  try {
    const raw = sessionStorage.getItem(boletoKey(linkId));
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

export function rememberBoleto(linkId: string, answer: unknown | null): void {
  try {
    if (answer === null) sessionStorage.removeItem(boletoKey(linkId));
    else sessionStorage.setItem(boletoKey(linkId), JSON.stringify(answer));
  } catch {
    // Without storage a reload shows the form again; the same data and key answer the same boleto.
  }
}

/**
 * The document token of a payment made in this browser (issue 35): with it a paid one-payment
 * link shows its payer the receipt again; anyone else opening the link sees only that it is paid.
 */
const documentKey = (transactionId: string) => `pagora:document:${transactionId}`;

export function rememberedDocumentToken(transactionId: string): string | null {
  try {
    return localStorage.getItem(documentKey(transactionId));
  } catch {
    return null;
  }
}

export function rememberDocumentToken(transactionId: string, token: string): void {
  try {
    localStorage.setItem(documentKey(transactionId), token);
  } catch {
    // Without storage the payer still has the receipt page's address and the e-mail.
  }
}
