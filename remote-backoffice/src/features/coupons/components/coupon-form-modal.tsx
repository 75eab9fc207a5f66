import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  COUPON_KIND_LABELS,
  COUPON_KINDS,
  FORM_HAS_ERRORS_MESSAGE,
  couponFormSchema,
  type CouponForm,
  type CouponFormInput,
} from '@pagora/shared';
import type { CouponView } from '@pagora/shared/contracts';
import { FormGrid, FormModal, SelectField, TextField, notify, showSaveError } from '@pagora/shared/ui';
import { useCreateCoupon } from '../api/create-coupon';
import { useUpdateCoupon } from '../api/update-coupon';
import { CouponLinksField } from './coupon-links-field';

export const COUPON_SAVED = 'Cupom salvo';
const KINDS = COUPON_KINDS.map((k) => ({ value: k, label: COUPON_KIND_LABELS[k] }));

/** '12,5' from 1250 hundredths, '5,00' from 500 cents: what the seller typed, back in the field. */
const decimal = (n: number, places: 1 | 2) => {
  const text = (n / 100).toFixed(2).replace('.', ',');
  return places === 1 ? text.replace(/,?0+$/, '') : text;
};

function valuesOf(c: CouponView | null): CouponFormInput {
  if (!c)
    return {
      code: '',
      description: '',
      kind: 'percentual',
      value: '',
      validFrom: '',
      validUntil: '',
      maxUses: '',
      maxUsesPerPayer: '',
      linkIds: null,
    };
  return {
    code: c.code,
    description: c.description,
    kind: c.kind,
    value: c.kind === 'percentual' ? decimal(c.percentHundredths ?? 0, 1) : decimal(c.amountCents ?? 0, 2),
    validFrom: c.validFrom ?? '',
    validUntil: c.validUntil ?? '',
    maxUses: c.maxUses === null ? '' : String(c.maxUses),
    maxUsesPerPayer: c.maxUsesPerPayer === null ? '' : String(c.maxUsesPerPayer),
    linkIds: c.linkIds,
  };
}

/**
 * 'Novo cupom' and 'Editar cupom', mounted only while open. The shared schema's messages show
 * under the fields; a refusal the server ties to a field (a code already used, a link not the
 * seller's) shows there too.
 */
export function CouponFormModal({
  coupon,
  sellerId,
  onClose,
}: {
  coupon: CouponView | null;
  sellerId: string | null;
  onClose: () => void;
}) {
  const [resolver] = useState(() => zodResolver(couponFormSchema));
  const form = useForm<CouponFormInput, unknown, CouponForm>({ resolver, defaultValues: valuesOf(coupon) });
  const create = useCreateCoupon(sellerId);
  const update = useUpdateCoupon();
  const busy = create.isPending || update.isPending;
  const done = {
    onSuccess: () => {
      notify.success(COUPON_SAVED);
      onClose();
    },
    onError: (error: unknown) => showSaveError(form, error, 'Erro ao salvar o cupom'),
  };
  // The raw values go out: the server parses them with the same schema (cents and hundredths there).
  const submit = form.handleSubmit(
    () => {
      const body = form.getValues();
      if (coupon) update.mutate({ id: coupon.id, body }, done);
      else create.mutate(body, done);
    },
    () => notify.error(FORM_HAS_ERRORS_MESSAGE),
  );
  const percent = form.watch('kind') === 'percentual';
  return (
    <FormProvider {...form}>
      <FormModal
        open
        title={coupon ? 'Editar cupom' : 'Novo cupom'}
        onClose={onClose}
        onSubmit={submit}
        submitLabel={coupon ? 'Salvar' : 'Criar cupom'}
        busyLabel="Salvando..."
        busy={busy}
      >
        <FormGrid>
          <TextField name="code" label="Código *" autoComplete="off" placeholder="BEMVINDO10" />
          <TextField name="description" label="Descrição" autoComplete="off" />
          <SelectField name="kind" label="Tipo de desconto" options={KINDS} />
          <TextField
            name="value"
            label={percent ? 'Desconto (%) *' : 'Desconto (R$) *'}
            inputMode="decimal"
            placeholder={percent ? '10' : '5,00'}
          />
          <TextField name="validFrom" label="Válido de" type="date" />
          <TextField name="validUntil" label="Válido até" type="date" />
          <TextField
            name="maxUses"
            label="Limite de usos (total)"
            inputMode="numeric"
            hint="Em branco: sem limite"
          />
          <TextField
            name="maxUsesPerPayer"
            label="Limite de usos por pagador"
            inputMode="numeric"
            hint="Em branco: sem limite"
          />
          <CouponLinksField sellerId={coupon?.sellerId ?? sellerId} />
        </FormGrid>
      </FormModal>
    </FormProvider>
  );
}
