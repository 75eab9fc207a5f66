import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { SellerRegister, SellerRegisterInput } from '@pagora/shared';
import { SELLER_MESSAGES } from '@pagora/shared/contracts';
import { FormModal, notify, type SelectOption, showSaveError } from '@pagora/shared/ui';
import { useMoneyAction } from '@pagora/shared/data';
import { useRegisterSeller } from '../api/save-seller';
import { sellerFormTabs } from './seller-form-tabs';
import { addSellerFallback } from './seller-errors';
import { addSellerResolver, emptySellerValues, invalidFormToast } from './seller-form-values';

export interface AddSellerModalProps {
  onClose: () => void;
  /** Admin: the marketplaces to choose from. Owner: undefined, its own marketplace id is sent. */
  marketplaceOptions?: readonly SelectOption[] | undefined;
  ownMarketplaceId?: string | undefined;
  /** Admin: the marketplace chosen up front (opened from that marketplace's sellers). */
  presetMarketplaceId?: string | undefined;
}

/** 'Adicionar Vendedor'; mounted only while open, so a closed form starts over on the first tab. */
export function AddSellerModal({
  onClose,
  marketplaceOptions,
  ownMarketplaceId,
  presetMarketplaceId,
}: AddSellerModalProps) {
  const isAdmin = marketplaceOptions !== undefined;
  const [resolver] = useState(() => addSellerResolver(isAdmin));
  const form = useForm<SellerRegisterInput, unknown, SellerRegister>({
    resolver,
    defaultValues: { ...emptySellerValues(isAdmin), marketplaceId: presetMarketplaceId ?? '' },
  });
  const register = useRegisterSeller();
  const action = useMoneyAction((body: SellerRegister, idempotencyKey: string) =>
    register.mutateAsync({ body, idempotencyKey }),
  );

  const save = async (values: SellerRegister) => {
    const body: SellerRegister = {
      ...values,
      // The provider issues the id when asked to; a typed id is then meaningless.
      id_seller: values.cadastrar_na_zoop ? undefined : values.id_seller,
      marketplaceId: isAdmin ? values.marketplaceId : ownMarketplaceId,
    };
    const outcome = await action.run(body);
    if (!outcome) return;
    if (outcome.kind === 'done') {
      notify.success(SELLER_MESSAGES.added);
      onClose();
    } else showSaveError(form, outcome.error, addSellerFallback(outcome.error));
  };

  return (
    <FormProvider {...form}>
      <FormModal
        open
        title="Adicionar Vendedor"
        onClose={onClose}
        onSubmit={form.handleSubmit(save, (errors) => notify.error(invalidFormToast(errors)))}
        submitLabel="Adicionar"
        busyLabel="Adicionando..."
        busy={action.busy}
        tabs={sellerFormTabs('add', marketplaceOptions)}
      />
    </FormProvider>
  );
}
