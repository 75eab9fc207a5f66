import { fetchCep } from '@pagora/shared/client';
import {
  TextField,
  type SelectOption,
  type TabItem,
  FormGrid,
  ContactFields,
  AddressFields,
} from '@pagora/shared/ui';
import { SellerPersonalTab } from './seller-personal-tab';

function RatesTab({ showInterestPlan }: { showInterestPlan: boolean }) {
  return (
    <FormGrid>
      <TextField name="taxa_padrao" label="Taxa Padrão (%)" inputMode="decimal" />
      <TextField name="taxa_repasse_juros" label="Taxa de Repasse de Juros (%)" inputMode="decimal" />
      {showInterestPlan ? <TextField name="id_juros" label="ID do Plano de Juros" /> : null}
    </FormGrid>
  );
}

/** The four tabs of 'Adicionar Vendedor' and 'Editar Vendedor' (spec 001 section 2.1). */
export function sellerFormTabs(
  mode: 'add' | 'edit',
  marketplaceOptions: readonly SelectOption[] | undefined,
): TabItem[] {
  return [
    {
      id: 'pessoal',
      label: 'Informações Pessoais',
      content: <SellerPersonalTab mode={mode} marketplaceOptions={marketplaceOptions} />,
    },
    { id: 'contato', label: 'Contato', content: <ContactFields /> },
    { id: 'endereco', label: 'Endereço', content: <AddressFields fetchCep={fetchCep} /> },
    // The owner view also holds id_juros (spec 001 section 3); the admin's does not.
    { id: 'taxas', label: 'Taxas', content: <RatesTab showInterestPlan={!marketplaceOptions} /> },
  ];
}
