import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { marketplaceCreateSchema, type MarketplaceCreate, type MarketplaceCreateInput } from '@pagora/shared';
import { FormModal, notify, showSaveError } from '@pagora/shared/ui';
import { useRegisterMarketplace } from '../api/save-marketplace';
import { marketplaceFormTabs } from './marketplace-form-tabs';
import { emptyMarketplaceValues, invalidFormToast } from './marketplace-form-values';

/** 'Adicionar Marketplace'; mounted only while open, so a closed form starts over on the first tab. */
export function AddMarketplaceModal({ onClose }: { onClose: () => void }) {
  const form = useForm<MarketplaceCreateInput, unknown, MarketplaceCreate>({
    resolver: zodResolver(marketplaceCreateSchema),
    defaultValues: emptyMarketplaceValues(),
  });
  const register = useRegisterMarketplace();

  const save = (values: MarketplaceCreate) => {
    register.mutate(values, {
      onSuccess: () => {
        notify.success('Marketplace adicionado com sucesso!');
        onClose();
      },
      onError: (error) => showSaveError(form, error, 'Erro ao adicionar marketplace'),
    });
  };

  return (
    <FormProvider {...form}>
      <FormModal
        open
        title="Adicionar Marketplace"
        onClose={onClose}
        onSubmit={form.handleSubmit(save, (errors) => notify.error(invalidFormToast(errors)))}
        submitLabel="Adicionar"
        busyLabel="Adicionando..."
        busy={register.isPending}
        tabs={marketplaceFormTabs('add')}
      />
    </FormProvider>
  );
}
