import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CreatePaymentLink } from '@pagora/shared';
import { paths } from '@pagora/shared/client';
import { Button, PageHeader } from '@pagora/shared/ui';
import { LinkCreated } from './link-created';
import { LinkForm } from './link-form';
import styles from './create-payment-link.module.css';

/** /create-payment-link: the form, then the success view; 'Criar novo link' mounts a fresh form. */
export function CreatePaymentLinkPage() {
  const navigate = useNavigate();
  const [created, setCreated] = useState<{ id: string; link: CreatePaymentLink } | null>(null);
  return (
    <div className={styles.page}>
      <Button variant="ghost" onClick={() => navigate(paths.payments.getHref())}>
        ← Voltar
      </Button>
      <PageHeader title="Criar Link de Pagamento" subtitle="Gere um link para receber por PIX ou cartão." />
      {created ? (
        <LinkCreated id={created.id} link={created.link} onCreateAnother={() => setCreated(null)} />
      ) : (
        <LinkForm onCreated={(id, link) => setCreated({ id, link })} />
      )}
    </div>
  );
}
