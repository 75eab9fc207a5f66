import type { ReactNode } from 'react';
import {
  Body,
  Button,
  Container,
  Head,
  Hr,
  Html,
  Img,
  Preview,
  Section,
  Text,
} from '@react-email/components';

/** The marketplace's brand as the payer page shows it, with the logo's address made absolute. */
export type MailBrand = { primaryColor: string; secondaryColor: string; logoUrl: string | null };

/** Only `#rgb`/`#rrggbb` reach a style attribute; anything else falls back to Pagora's colour. */
export const safeColor = (value: string, fallback: string): string =>
  /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) ? value : fallback;

export function MailLayout(props: { brand: MailBrand; preview: string; children: ReactNode }) {
  const primary = safeColor(props.brand.primaryColor, '#0f766e');
  const secondary = safeColor(props.brand.secondaryColor, '#134e4a');
  return (
    <Html lang="pt-BR">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: '#f4f4f5', fontFamily: 'Arial, Helvetica, sans-serif', margin: 0 }}>
        <Container style={{ maxWidth: 560, margin: '24px auto', backgroundColor: '#ffffff' }}>
          <Section style={{ backgroundColor: primary, padding: '16px 24px' }}>
            {props.brand.logoUrl ? (
              <Img src={props.brand.logoUrl} alt="Logo" height="40" />
            ) : (
              <Text style={{ color: '#ffffff', fontSize: 20, fontWeight: 'bold', margin: 0 }}>Pagora</Text>
            )}
          </Section>
          <Section style={{ padding: '8px 24px 16px', color: '#18181b' }}>{props.children}</Section>
          <Hr style={{ borderColor: secondary, margin: 0 }} />
          <Text style={{ color: '#71717a', fontSize: 12, padding: '0 24px' }}>
            Esta é uma mensagem automática; não responda a este email.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export function ActionButton(props: { href: string; color: string; children: ReactNode }) {
  const style = {
    backgroundColor: safeColor(props.color, '#0f766e'),
    color: '#ffffff',
    padding: '12px 20px',
    borderRadius: 6,
    fontWeight: 'bold',
  };
  return (
    <Button href={props.href} style={style}>
      {props.children}
    </Button>
  );
}
