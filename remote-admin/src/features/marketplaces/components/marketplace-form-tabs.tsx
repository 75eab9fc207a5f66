import { fetchCep } from '@pagora/shared/client';
import {
  MaskedField,
  PasswordField,
  SelectField,
  TextField,
  type TabItem,
  FormGrid,
  ContactFields,
  AddressFields,
} from '@pagora/shared/ui';

const STATUS_OPTIONS = [
  { value: 'active', label: 'Ativo' },
  { value: 'inactive', label: 'Inativo' },
];

function PersonalTab({ adding }: { adding: boolean }) {
  return (
    <FormGrid>
      <TextField name="id" label="ID Zoop *" autoComplete="off" />
      <TextField name="zpk_id_marketplace" label="ID Base64 *" autoComplete="off" />
      <TextField name="nome" label="Nome Da Empresa *" autoComplete="off" />
      <MaskedField name="cpf_cnpj" label="CPF/CNPJ *" mask="cpfCnpj" />
      <TextField name="email" label="Email *" type="email" autoComplete="off" />
      <PasswordField name="password" label={adding ? 'Senha *' : 'Nova Senha (opcional)'} />
      <PasswordField name="confirmpassword" label={adding ? 'Confirmar Senha *' : 'Confirmar Nova Senha'} />
      <SelectField name="status" label="Status" options={STATUS_OPTIONS} />
    </FormGrid>
  );
}

/** The three tabs of the marketplace add and edit modals (spec 001 section 2.3). */
export function marketplaceFormTabs(mode: 'add' | 'edit'): TabItem[] {
  return [
    { id: 'pessoal', label: 'Informações Pessoais', content: <PersonalTab adding={mode === 'add'} /> },
    { id: 'contato', label: 'Contato', content: <ContactFields /> },
    { id: 'endereco', label: 'Endereço', content: <AddressFields fetchCep={fetchCep} /> },
  ];
}
