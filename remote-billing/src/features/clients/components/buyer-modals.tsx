import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  FORM_HAS_ERRORS_MESSAGE,
  buyerCreateSchema,
  buyerUpdateSchema,
  type BuyerCreate,
  type BuyerCreateInput,
  type BuyerUpdate,
  type BuyerUpdateInput,
} from '@pagora/shared';
import { BUYER_MESSAGES, type BuyerRecord } from '@pagora/shared/contracts';
import { FormModal, MASKS, notify, showSaveError, type SelectOption } from '@pagora/shared/ui';
import { useMoneyAction } from '@pagora/shared/data';
import { useCreateBuyer, useUpdateBuyer } from '../api/buyers';
import { buyerFormTabs } from './buyer-form';

const EMPTY_ADDRESS = {
  street: '',
  number: '',
  complement: '',
  neighborhood: '',
  city: '',
  state: '',
  zipCode: '',
  country: 'Brasil',
};

const toastInvalid = () => notify.error(FORM_HAS_ERRORS_MESSAGE);

/** 'Adicionar Comprador'; a marketplace (or admin) names the seller, a seller's is itself. */
export function AddBuyerModal({
  onClose,
  sellerOptions,
}: {
  onClose: () => void;
  sellerOptions?: readonly SelectOption[] | undefined;
}) {
  const [resolver] = useState(() => zodResolver(buyerCreateSchema));
  const form = useForm<BuyerCreateInput, unknown, BuyerCreate>({
    resolver,
    defaultValues: {
      // Registering at the provider is the default; typing an existing id is the exception (issue 20).
      cadastrar_na_zoop: true,
      id_comprador: '',
      seller_id_comprador: '',
      nome: '',
      cpf_cnpj: '',
      email: '',
      contactPerson: '',
      phone: '',
      website: '',
      address: { ...EMPTY_ADDRESS },
    },
  });
  const create = useCreateBuyer();
  const action = useMoneyAction((body: BuyerCreate, idempotencyKey: string) =>
    create.mutateAsync({ body, idempotencyKey }),
  );
  const save = async (values: BuyerCreate) => {
    const outcome = await action.run({
      ...values,
      id_comprador: values.cadastrar_na_zoop ? undefined : values.id_comprador,
    });
    if (!outcome) return;
    if (outcome.kind === 'done') {
      notify.success(BUYER_MESSAGES.added);
      onClose();
    } else showSaveError(form, outcome.error, 'Erro ao adicionar comprador');
  };
  return (
    <FormProvider {...form}>
      <FormModal
        open
        title="Adicionar Comprador"
        onClose={onClose}
        onSubmit={form.handleSubmit(save, toastInvalid)}
        submitLabel="Adicionar"
        busyLabel="Adicionando..."
        busy={action.busy}
        tabs={buyerFormTabs('add', sellerOptions)}
      />
    </FormProvider>
  );
}

/**
 * Spec 001 "Buyer": missing values in the edit form are filled with 'S/N'. Every free-text field
 * gets it; the phone and the CEP do not, since 'S/N' fails their patterns and would block every
 * save of a buyer without them, and the country keeps its default 'Brasil'.
 */
const orSN = (value: string) => (value.trim() ? value : 'S/N');

/** The edit form from the row, with the spec's 'S/N' fill. */
function editValues(buyer: BuyerRecord): BuyerUpdateInput {
  const { address } = buyer;
  return {
    id_comprador: buyer.id_comprador,
    cliente_id: buyer.cliente.id ?? undefined,
    seller_id_comprador: buyer.seller_id_comprador,
    nome: buyer.nome,
    cpf_cnpj: MASKS.cpfCnpj(buyer.cpf_cnpj),
    email: buyer.email,
    password: '',
    confirmpassword: '',
    contactPerson: orSN(buyer.contactPerson),
    phone: buyer.phone ? MASKS.phone(buyer.phone) : '',
    website: orSN(buyer.website),
    address: {
      street: orSN(address.street),
      number: orSN(address.number),
      complement: orSN(address.complement),
      neighborhood: orSN(address.neighborhood),
      city: orSN(address.city),
      state: orSN(address.state),
      zipCode: address.zipCode,
      country: address.country || 'Brasil',
    },
  };
}

/** 'Editar Comprador': the provider id locked, the password optional (empty keeps it). */
export function EditBuyerModal({ buyer, onClose }: { buyer: BuyerRecord; onClose: () => void }) {
  const [resolver] = useState(() => zodResolver(buyerUpdateSchema));
  const form = useForm<BuyerUpdateInput, unknown, BuyerUpdate>({
    resolver,
    defaultValues: editValues(buyer),
  });
  const update = useUpdateBuyer();
  const save = (values: BuyerUpdate) =>
    update.mutate(
      {
        id: buyer.id,
        body: { ...values, confirmpassword: values.password ? values.confirmpassword : undefined },
      },
      {
        onSuccess: () => {
          notify.success(BUYER_MESSAGES.updated);
          onClose();
        },
        onError: (error) => showSaveError(form, error, 'Erro ao atualizar Comprador'),
      },
    );
  return (
    <FormProvider {...form}>
      <FormModal
        open
        title="Editar Comprador"
        onClose={onClose}
        onSubmit={form.handleSubmit(save, toastInvalid)}
        submitLabel="Salvar"
        busyLabel="Salvando..."
        busy={update.isPending}
        tabs={buyerFormTabs('edit')}
      />
    </FormProvider>
  );
}
