import { CepField, MaskedField, TextField, type SelectOption, type TabItem } from '@pagora/shared/ui';
import { fetchCep } from '../api/fetch-cep';
import { SellerPersonalTab } from './seller-personal-tab';
import styles from './sellers.module.css';

const CEP_FILL = {
  street: 'address.street',
  complement: 'address.complement',
  neighborhood: 'address.neighborhood',
  city: 'address.city',
  state: 'address.state',
} as const;

function ContactTab() {
  return (
    <div className={styles.formGrid}>
      <MaskedField name="phone" label="Telefone" mask="phone" />
      <TextField name="website" label="Website" type="url" autoComplete="off" />
      <TextField name="contactPerson" label="Pessoa de Contato" autoComplete="off" />
    </div>
  );
}

function AddressTab() {
  return (
    <div className={styles.formGrid}>
      <CepField name="address.zipCode" label="CEP" fetchCep={fetchCep} fill={CEP_FILL} />
      <TextField name="address.street" label="Rua" />
      <TextField name="address.number" label="Número" />
      <TextField name="address.complement" label="Complemento" />
      <TextField name="address.neighborhood" label="Bairro" />
      <TextField name="address.city" label="Cidade" />
      <TextField name="address.state" label="Estado" />
      <TextField name="address.country" label="País" />
    </div>
  );
}

function RatesTab({ showInterestPlan }: { showInterestPlan: boolean }) {
  return (
    <div className={styles.formGrid}>
      <TextField name="taxa_padrao" label="Taxa Padrão (%)" inputMode="decimal" />
      <TextField name="taxa_repasse_juros" label="Taxa de Repasse de Juros (%)" inputMode="decimal" />
      {showInterestPlan ? <TextField name="id_juros" label="ID do Plano de Juros" /> : null}
    </div>
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
    { id: 'contato', label: 'Contato', content: <ContactTab /> },
    { id: 'endereco', label: 'Endereço', content: <AddressTab /> },
    // The owner view also holds id_juros (spec 001 section 3); the admin's does not.
    { id: 'taxas', label: 'Taxas', content: <RatesTab showInterestPlan={!marketplaceOptions} /> },
  ];
}
