import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { CreatePaymentLink } from '@pagora/shared';
import { paths } from '@pagora/shared/client';
import { Button, PageHeader } from '@pagora/shared/ui';
import { LinkCreated } from './link-created';
import { LinkCreatedEarlier } from './link-created-earlier';
import { LinkForm } from './link-form';
import styles from './create-payment-link.module.css';

/** Where the page keeps the id of the link it just created, so a reload still shows the result. */
const CREATED_PARAM = 'criado';

/** /create-payment-link: the form, then the success view; 'Criar novo link' mounts a fresh form. */
export function CreatePaymentLinkPage() {
  const navigate = useNavigate();
  const [created, setCreated] = useState<{ id: string; link: CreatePaymentLink } | null>(null);
  const [params, setParams] = useSearchParams();
  const createdEarlier = created ? null : params.get(CREATED_PARAM);
  const showResult = (id: string, link: CreatePaymentLink) => {
    setCreated({ id, link });
    setParams({ [CREATED_PARAM]: id }, { replace: true });
  };
  const startOver = () => {
    setCreated(null);
    setParams({}, { replace: true });
  };
  return (
    <div className={styles.page}>
      <Button variant="ghost" onClick={() => navigate(paths.payments.getHref())}>
        ← Voltar
      </Button>
      <PageHeader title="Criar Link de Pagamento" subtitle="Gere um link para receber por PIX ou cartão." />
      {created ? (
        <LinkCreated id={created.id} link={created.link} onCreateAnother={startOver} />
      ) : createdEarlier ? (
        <LinkCreatedEarlier id={createdEarlier} onCreateAnother={startOver} />
      ) : (
        <LinkForm onCreated={showResult} />
      )}
    </div>
  );
}
