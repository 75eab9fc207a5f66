import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { SellerEdit, SellerEditInput } from '@pagora/shared';
import { SELLER_MESSAGES, type SellerRecord } from '@pagora/shared/contracts';
import { FormModal, notify, type SelectOption, showSaveError } from '@pagora/shared/ui';
import { useUpdateSeller } from '../api/save-seller';
import { sellerFormTabs } from './seller-form-tabs';
import { editSellerResolver, invalidFormToast, sellerEditValues } from './seller-form-values';

export interface EditSellerModalProps {
  seller: SellerRecord;
  onClose: () => void;
  /** Admin only: the seller may move to another marketplace. */
  marketplaceOptions?: readonly SelectOption[] | undefined;
}

/** 'Editar Vendedor': pre-filled from the row, the provider id locked, the password optional. */
export function EditSellerModal({ seller, onClose, marketplaceOptions }: EditSellerModalProps) {
  const isAdmin = marketplaceOptions !== undefined;
  const [resolver] = useState(() => editSellerResolver(isAdmin));
  const form = useForm<SellerEditInput, unknown, SellerEdit>({
    resolver,
    defaultValues: sellerEditValues(seller),
  });
  const update = useUpdateSeller();

  const save = (values: SellerEdit) => {
    const { password, confirmpassword, ...rest } = values;
    const body: SellerEdit = {
      ...rest,
      id_seller: seller.id_seller,
      cliente_id: seller.cliente.id,
      marketplaceId: isAdmin ? values.marketplaceId : seller.marketplaceId,
      // Undefined is left out of the JSON: an empty password keeps the current one.
      password,
      confirmpassword: password ? confirmpassword : undefined,
    };
    update.mutate(
      { id: seller.id, body },
      {
        onSuccess: () => {
          notify.success(SELLER_MESSAGES.updated);
          onClose();
        },
        onError: (error) => showSaveError(form, error, 'Erro ao atualizar vendedor'),
      },
    );
  };

  return (
    <FormProvider {...form}>
      <FormModal
        open
        title="Editar Vendedor"
        onClose={onClose}
        onSubmit={form.handleSubmit(save, (errors) => notify.error(invalidFormToast(errors)))}
        submitLabel="Salvar"
        busyLabel="Salvando..."
        busy={update.isPending}
        tabs={sellerFormTabs('edit', marketplaceOptions, seller.cliente.id_juros)}
      />
    </FormProvider>
  );
}
