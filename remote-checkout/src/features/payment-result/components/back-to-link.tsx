/**
 * 'Voltar ao início' for a payer: back to the link they paid (a fresh load of its page). Payers
 * are anonymous, so the product's home (the merchants' login) is never where it leads; without a
 * known link it is not offered.
 */
export function BackToLink({ href, className }: { href: string | null; className?: string | undefined }) {
  if (!href) return null;
  return (
    <a className={className} href={href}>
      Voltar ao início
    </a>
  );
}
