import { useMemo, useState, type FormEvent } from 'react';
import { fieldErrors, type UpdatePaymentLink } from '@pagora/shared';
import { Alert, Button, Input, Modal } from '@pagora/shared/ui';
import { BoletoFields } from '../../../components/boleto-fields';
import { InstallmentsField } from '../../../components/installments-field';
import { PaymentMethodsField, type MethodOption } from '../../../components/payment-methods-field';
import {
  AfterPaymentFields,
  AMOUNT_LABELS,
  CouponsField,
  CustomFieldsEditor,
  PricingChoice,
  PricingLimits,
} from '../../../components/checkout-settings';
import { checkBoleto } from '../../../lib/boleto-settings';
import { isCheckoutPath, type CheckoutFormValues } from '../../../lib/checkout-settings';
import type { PaymentLink } from '../api/get-payment-links';
import { updatePaymentLinkSchema } from '../api/update-payment-link';
import styles from './payment-links.module.css';
import { editInputOf, editValuesOf, type EditLinkValues } from './edit-link-values';
import { SplitFix } from './split-fix';

/** The edit modal offers PIX and the card (spec 000 section 9), and the boleto (issue 24). */
const EDIT_METHODS: MethodOption[] = [
  { method: 'pix' },
  { method: 'credit_card', note: 'Visa, Mastercard, Elo' },
  { method: 'bank_slip', note: 'Pagamento aprovado em até 1 dia' },
];
const FORM_ID = 'edit-payment-link';

/** Server refusals the modal shows under their input; any other shows on top. */
const shownUnderInput = (field: string | undefined) =>
  field !== undefined && (field === 'amount' || field === 'description' || isCheckoutPath(field));

export interface EditLinkModalProps {
  link: PaymentLink;
  busy: boolean;
  onSave: (link: UpdatePaymentLink) => Promise<{ ok: boolean; message?: string; field?: string }>;
  onClose: () => void;
}

/** 'Editar Link de Pagamento': mounted per link, so it always starts from that link's values. */
export function EditLinkModal({ link, busy, onSave, onClose }: EditLinkModalProps) {
  const [values, setValues] = useState<EditLinkValues>(() => editValuesOf(link));
  const [failure, setFailure] = useState<{ message: string; field?: string | undefined } | null>(null);
  const errors = useMemo(() => fieldErrors(updatePaymentLinkSchema.safeParse(editInputOf(values))), [values]);
  // A refusal the server tied to a field shows under it, like the form's own messages.
  const errorOf = (path: string) => errors[path] ?? (failure?.field === path ? failure.message : undefined);
  const offersBoleto = values.paymentMethods.includes('bank_slip');
  const boleto = useMemo(() => checkBoleto(values.boleto, values.amount), [values.boleto, values.amount]);
  const boletoErrors = offersBoleto ? boleto.errors : {};
  const set = (patch: Partial<EditLinkValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setFailure(null);
  };
  const checkout = {
    values: values.checkout,
    onChange: (patch: Partial<CheckoutFormValues>) => set({ checkout: { ...values.checkout, ...patch } }),
    errorOf,
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = updatePaymentLinkSchema.safeParse(editInputOf(values));
    if (!parsed.success || Object.keys(boletoErrors).length > 0) return;
    const outcome = await onSave(parsed.data);
    if (outcome.ok) onClose();
    else setFailure(outcome.message ? { message: outcome.message, field: outcome.field } : null);
  };

  return (
    <Modal
      open
      title="Editar Link de Pagamento"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            disabled={
              values.paymentMethods.length === 0 ||
              Object.keys(errors).length > 0 ||
              Object.keys(boletoErrors).length > 0
            }
            loading={busy}
            loadingText="Salvando..."
          >
            Salvar
          </Button>
        </>
      }
    >
      <form id={FORM_ID} className={styles.modalForm} onSubmit={onSubmit} noValidate>
        {failure && !shownUnderInput(failure.field) ? <Alert tone="error">{failure.message}</Alert> : null}
        <PricingChoice values={checkout.values} onChange={checkout.onChange} />
        <Input
          label={values.checkout.pricing === 'fixo' ? 'Valor (R$)' : AMOUNT_LABELS[values.checkout.pricing]}
          inputMode="decimal"
          value={values.amount}
          onChange={(e) => set({ amount: e.target.value })}
          error={errorOf('amount')}
        />
        <PricingLimits {...checkout} />
        <Input
          label="Descrição"
          value={values.description}
          onChange={(e) => set({ description: e.target.value })}
          error={errorOf('description')}
        />
        <PaymentMethodsField
          options={EDIT_METHODS}
          selected={values.paymentMethods}
          onToggle={(method, on) =>
            set({
              paymentMethods: on
                ? [...values.paymentMethods.filter((m) => m !== method), method]
                : values.paymentMethods.filter((m) => m !== method),
            })
          }
          error={errors.paymentMethods}
        />
        {values.paymentMethods.includes('credit_card') ? (
          <InstallmentsField
            value={values.parcelasSemJuros}
            onChange={(v) => set({ parcelasSemJuros: v })}
            error={errors.parcelasSemJuros}
          />
        ) : null}
        {offersBoleto ? (
          <BoletoFields
            values={values.boleto}
            onChange={(field, value) => set({ boleto: { ...values.boleto, [field]: value } })}
            errors={boletoErrors}
          />
        ) : null}
        {link.splitPayments.length > 0 ? (
          <SplitFix
            warning={link.splitWarning}
            rows={values.split ?? link.splitPayments}
            onChange={(split) => set({ split })}
          />
        ) : null}
        <CustomFieldsEditor {...checkout} />
        <AfterPaymentFields {...checkout} />
        <CouponsField values={checkout.values} onChange={checkout.onChange} />
      </form>
    </Modal>
  );
}
