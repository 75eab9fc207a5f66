import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { marketplaceUpdateSchema, type MarketplaceUpdate, type MarketplaceUpdateInput } from '@pagora/shared';
import { messageOf, useSession } from '@pagora/shared/client';
import { SELLER_MESSAGES, type MarketplaceRecord } from '@pagora/shared/contracts';
import { ErrorState, FormModal, Modal, Spinner, notify, showSaveError } from '@pagora/shared/ui';
import { useMarketplaceRecord } from '../api/get-marketplace';
import { useUpdateMarketplace } from '../api/save-marketplace';
import { marketplaceFormTabs } from './marketplace-form-tabs';
import { invalidFormToast, marketplaceEditValues } from './marketplace-form-values';

const TITLE = 'Editar Marketplace';

function EditForm({ record, onClose }: { record: MarketplaceRecord; onClose: () => void }) {
  const form = useForm<MarketplaceUpdateInput, unknown, MarketplaceUpdate>({
    resolver: zodResolver(marketplaceUpdateSchema),
    defaultValues: marketplaceEditValues(record),
  });
  const update = useUpdateMarketplace();

  const save = (values: MarketplaceUpdate) => {
    const { password, confirmpassword, ...rest } = values;
    // Undefined is left out of the JSON: an empty password keeps the current one.
    const body: MarketplaceUpdate = {
      ...rest,
      password,
      confirmpassword: password ? confirmpassword : undefined,
    };
    update.mutate(
      { clienteId: record.cliente.id, body },
      {
        onSuccess: () => {
          notify.success(SELLER_MESSAGES.marketplaceUpdated);
          onClose();
        },
        onError: (error) => showSaveError(form, error, 'Erro ao atualizar marketplace'),
      },
    );
  };

  return (
    <FormProvider {...form}>
      <FormModal
        open
        title={TITLE}
        onClose={onClose}
        onSubmit={form.handleSubmit(save, (errors) => notify.error(invalidFormToast(errors)))}
        submitLabel="Salvar"
        busyLabel="Salvando..."
        busy={update.isPending}
        tabs={marketplaceFormTabs('edit')}
      />
    </FormProvider>
  );
}

/** 'Editar Marketplace': the list item is thin, so the full record is read before the form opens. */
export function EditMarketplaceModal({ clienteId, onClose }: { clienteId: string; onClose: () => void }) {
  const user = useSession((s) => s.user);
  const record = useMarketplaceRecord(user ? String(user.id) : null, clienteId);
  if (record.data) return <EditForm record={record.data} onClose={onClose} />;
  return (
    <Modal open title={TITLE} onClose={onClose}>
      {record.isError ? (
        <ErrorState
          message={messageOf(record.error, 'Erro ao carregar marketplace.')}
          onRetry={() => void record.refetch()}
        />
      ) : (
        <Spinner label="Carregando Marketplace" />
      )}
    </Modal>
  );
}
