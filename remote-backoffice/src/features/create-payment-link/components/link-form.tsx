import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { FORM_HAS_ERRORS_MESSAGE, DESCRIPTION_MAX, type CreatePaymentLink } from '@pagora/shared';
import { roleOf, useSession } from '@pagora/shared/client';
import { Button, Card, Input } from '@pagora/shared/ui';
import { BoletoFields } from '../../../components/boleto-fields';
import { InstallmentsField } from '../../../components/installments-field';
import { PaymentMethodsField, type MethodOption } from '../../../components/payment-methods-field';
import {
  AMOUNT_LABELS,
  PREVIEW_BASIS,
  PricingChoice,
  PricingLimits,
} from '../../../components/checkout-settings';
import { useCreatePaymentLink } from '../hooks/use-create-payment-link';
import { useLinkForm } from '../hooks/use-link-form';
import { useNetPreviewRequest } from '../hooks/use-net-preview-request';
import { NetPreview } from './net-preview';
import { PlanNote } from './plan-note';
import { SellerPicker } from './seller-picker';
import { SplitSection } from './split-section';
import { SellingFields } from './selling-fields';
import { UsageFields } from './usage-fields';
import styles from './create-payment-link.module.css';

/** The create page's methods (spec 000 section 9); issue 24 turns the boleto on. */
const CREATE_METHODS: MethodOption[] = [
  { method: 'pix' },
  { method: 'credit_card' },
  { method: 'bank_slip', note: 'Pagamento aprovado em até 1 dia' },
];

export interface LinkFormProps {
  onCreated: (id: string, link: CreatePaymentLink) => void;
}

export function LinkForm({ onCreated }: LinkFormProps) {
  const form = useLinkForm();
  const { create, creating } = useCreatePaymentLink();
  const isMarketplace = useSession((s) => roleOf(s.user) === 'marketplace');
  const [sellerId, setSellerId] = useState('');
  const [splitOpen, setSplitOpen] = useState(false);
  const { values } = form;
  const checkout = {
    values: values.checkout,
    onChange: form.setCheckout,
    errorOf: form.checkoutErrorOf,
  };
  const previewRequest = useNetPreviewRequest(values, isMarketplace ? sellerId.trim() : undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const link = form.validate();
    if (!link) {
      if (form.hasSplitErrors) setSplitOpen(true);
      toast.error(FORM_HAS_ERRORS_MESSAGE);
      return;
    }
    const outcome = await create({ link, sellerId: isMarketplace ? sellerId.trim() : undefined });
    if (outcome.ok) onCreated(outcome.id, link);
    else if (outcome.field) {
      if (outcome.field.startsWith('splitPayments')) setSplitOpen(true);
      form.showServerError(outcome.field, outcome.message);
    }
  };

  return (
    <Card>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Criar link de pagamento">
        {isMarketplace ? <SellerPicker value={sellerId} onChange={setSellerId} /> : null}
        <PricingChoice values={checkout.values} onChange={checkout.onChange} />
        <div className={styles.row}>
          <Input
            label={AMOUNT_LABELS[values.checkout.pricing]}
            name="amount"
            inputMode="decimal"
            placeholder="0,00"
            value={values.amount}
            onChange={(e) => form.setField('amount', e.target.value)}
            error={form.errorOf('amount')}
          />
          <Input
            label="Email do cliente (opcional)"
            name="customerEmail"
            type="email"
            autoComplete="off"
            placeholder="cliente@email.com"
            value={values.customerEmail}
            onChange={(e) => form.setField('customerEmail', e.target.value)}
            error={form.errorOf('customerEmail')}
          />
        </div>
        <PricingLimits {...checkout} />
        <NetPreview
          request={previewRequest}
          onBehalf={isMarketplace}
          basis={PREVIEW_BASIS[values.checkout.pricing]}
        />
        <Input
          label="Descrição"
          name="description"
          placeholder="Ex.: Pedido #123"
          value={values.description}
          onChange={(e) => form.setField('description', e.target.value)}
          error={form.errorOf('description')}
          hint={`${values.description.length}/${DESCRIPTION_MAX}`}
        />
        <PaymentMethodsField
          options={CREATE_METHODS}
          selected={values.paymentMethods}
          onToggle={form.toggleMethod}
          error={form.errorOf('paymentMethods')}
        />
        {values.paymentMethods.includes('credit_card') ? (
          <>
            <InstallmentsField
              value={values.parcelasSemJuros}
              onChange={(v) => form.setField('parcelasSemJuros', v)}
              error={form.errorOf('parcelasSemJuros')}
            />
            <PlanNote />
          </>
        ) : null}
        {values.paymentMethods.includes('bank_slip') ? (
          <BoletoFields values={values.boleto} onChange={form.setBoleto} errors={form.boletoErrors} />
        ) : null}
        <UsageFields form={form} />
        <SellingFields {...checkout} />
        <SplitSection form={form} open={splitOpen} onToggle={() => setSplitOpen((o) => !o)} />
        <div className={styles.actions}>
          <Button
            type="submit"
            disabled={form.hasVisibleErrors}
            loading={creating}
            loadingText="Gerando link..."
          >
            Gerar link de pagamento
          </Button>
        </div>
      </form>
    </Card>
  );
}
