import { paths } from '@pagora/shared/client';

/** The public address a payer opens: `{origin}/pay/{id}`. */
export function paymentLinkUrl(linkId: string): string {
  return `${window.location.origin}${paths.pay.getHref(linkId)}`;
}
