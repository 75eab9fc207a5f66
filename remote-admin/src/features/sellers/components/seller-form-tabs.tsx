import { fetchCep } from '@pagora/shared/client';
import {
  SelectField,
  TextField,
  type SelectOption,
  type TabItem,
  FormGrid,
  ContactFields,
  AddressFields,
} from '@pagora/shared/ui';
import { usePlanOptions } from '../api/get-plan-options';
import { SellerPersonalTab } from './seller-personal-tab';

/** The owner picks the seller's interest plan among its own (or the marketplace's default). */
function InterestPlanField({ current }: { current: string | null }) {
  const plans = usePlanOptions(true);
  const options = plans.data ?? [];
  // A plan the seller chose itself is not the owner's to list: kept as it is, by its id.
  const own =
    current && !options.some((o) => o.value === current)
      ? [{ value: current, label: 'Plano próprio do vendedor' }]
      : [];
  return (
    <SelectField
      name="id_juros"
      label="Plano de Juros"
      options={[{ value: '', label: 'Padrão do marketplace' }, ...own, ...options]}
    />
  );
}

function RatesTab({
  showInterestPlan,
  currentPlan,
}: {
  showInterestPlan: boolean;
  currentPlan: string | null;
}) {
  return (
    <FormGrid>
      <TextField name="taxa_padrao" label="Taxa Padrão (%)" inputMode="decimal" />
      <TextField name="taxa_repasse_juros" label="Taxa de Repasse de Juros (%)" inputMode="decimal" />
      {showInterestPlan ? <InterestPlanField current={currentPlan} /> : null}
    </FormGrid>
  );
}

/** The four tabs of 'Adicionar Vendedor' and 'Editar Vendedor' (spec 001 section 2.1). */
export function sellerFormTabs(
  mode: 'add' | 'edit',
  marketplaceOptions: readonly SelectOption[] | undefined,
  currentPlan: string | null = null,
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
    {
      id: 'taxas',
      label: 'Taxas',
      // The owner sets a seller's plan once the seller exists (editing), not in the add form.
      content: (
        <RatesTab showInterestPlan={!marketplaceOptions && mode === 'edit'} currentPlan={currentPlan} />
      ),
    },
  ];
}
