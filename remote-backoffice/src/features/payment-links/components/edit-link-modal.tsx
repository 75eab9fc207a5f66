import { useMemo, useState, type FormEvent } from 'react';
import {
  centsToInput,
  fieldErrors,
  type LinkPaymentMethod,
  type UpdatePaymentLink,
  type UpdatePaymentLinkInput,
} from '@pagora/shared';
import { Alert, Button, Input, Modal } from '@pagora/shared/ui';
import { BoletoFields } from '../../../components/boleto-fields';
import { InstallmentsField } from '../../../components/installments-field';
import { PaymentMethodsField, type MethodOption } from '../../../components/payment-methods-field';
import { boletoFormFromView, checkBoleto, type BoletoFormValues } from '../../../lib/boleto-settings';
import type { PaymentLink } from '../api/get-payment-links';
import { updatePaymentLinkSchema } from '../api/update-payment-link';
import styles from './payment-links.module.css';
import { SplitFix, type SplitRow } from './split-fix';

/** The edit modal offers PIX and the card (spec 000 section 9), and the boleto (issue 24). */
const EDIT_METHODS: MethodOption[] = [
  { method: 'pix' },
  { method: 'credit_card', note: 'Visa, Mastercard, Elo' },
  { method: 'bank_slip', note: 'Pagamento aprovado em até 1 dia' },
];
const FORM_ID = 'edit-payment-link';

interface Values {
  amount: string;
  description: string;
  paymentMethods: LinkPaymentMethod[];
  parcelasSemJuros: string;
  /** null: the split as saved (not sent); a list once the seller changed it. */
  split: SplitRow[] | null;
  boleto: BoletoFormValues;
}

const initialValues = (link: PaymentLink): Values => ({
  amount: centsToInput(link.amountCents),
  description: link.description,
  paymentMethods: [...link.paymentMethods],
  parcelasSemJuros: String(link.parcelasSemJuros),
  split: null,
  boleto: boletoFormFromView(link.boleto),
});

const toInput = ({ split, boleto, ...v }: Values): UpdatePaymentLinkInput => ({
  ...v,
  ...(v.paymentMethods.includes('bank_slip') ? { boleto } : {}),
  parcelasSemJuros: v.paymentMethods.includes('credit_card') ? v.parcelasSemJuros : 0,
  ...(split
    ? {
        splitPayments: split.map(({ recipient, percentage, liable, charge_processing_fee }) => ({
          recipient,
          percentage,
          liable,
          charge_processing_fee,
        })),
      }
    : {}),
});

export interface EditLinkModalProps {
  link: PaymentLink;
  busy: boolean;
  onSave: (link: UpdatePaymentLink) => Promise<{ ok: boolean; message?: string }>;
  onClose: () => void;
}

/** 'Editar Link de Pagamento': mounted per link, so it always starts from that link's values. */
export function EditLinkModal({ link, busy, onSave, onClose }: EditLinkModalProps) {
  const [values, setValues] = useState<Values>(() => initialValues(link));
  const [failure, setFailure] = useState<string | null>(null);
  const errors = useMemo(() => fieldErrors(updatePaymentLinkSchema.safeParse(toInput(values))), [values]);
  const offersBoleto = values.paymentMethods.includes('bank_slip');
  const boleto = useMemo(() => checkBoleto(values.boleto, values.amount), [values.boleto, values.amount]);
  const boletoErrors = offersBoleto ? boleto.errors : {};
  const set = (patch: Partial<Values>) => {
    setValues((v) => ({ ...v, ...patch }));
    setFailure(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = updatePaymentLinkSchema.safeParse(toInput(values));
    if (!parsed.success || Object.keys(boletoErrors).length > 0) return;
    const outcome = await onSave(parsed.data);
    if (outcome.ok) onClose();
    else setFailure(outcome.message ?? null);
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
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <Input
          label="Valor (R$)"
          inputMode="decimal"
          value={values.amount}
          onChange={(e) => set({ amount: e.target.value })}
          error={errors.amount}
        />
        <Input
          label="Descrição"
          value={values.description}
          onChange={(e) => set({ description: e.target.value })}
          error={errors.description}
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
      </form>
    </Modal>
  );
}
