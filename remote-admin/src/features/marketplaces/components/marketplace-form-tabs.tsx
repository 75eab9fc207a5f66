import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
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
import styles from '../../../components/list-screen.module.css';

const ZOOP_ID = 'ID na Zoop (suporte)';
const ZOOP_KEY = 'ID Base64 na Zoop (suporte)';

const STATUS_OPTIONS = [
  { value: 'active', label: 'Ativo' },
  { value: 'inactive', label: 'Inativo' },
];

/**
 * A new marketplace runs on the platform's Zoop account (issue 20: no newcomer knows a 'ID Zoop'
 * or an 'ID Base64'); one that already has its own account types them, the exception. The edit
 * shows what is stored. Both come after the name and say they are the provider's, for support
 * (issue 41: a marketplace is known by its name).
 */
function ProviderIds({ adding }: { adding: boolean }) {
  const { setValue } = useFormContext();
  const [ownAccount, setOwnAccount] = useState(false);
  const toggle = (checked: boolean) => {
    setOwnAccount(checked);
    if (!checked) for (const name of ['id', 'zpk_id_marketplace']) setValue(name, '');
  };
  if (!adding)
    return (
      <>
        <TextField name="id" label={`${ZOOP_ID} *`} autoComplete="off" />
        <TextField name="zpk_id_marketplace" label={ZOOP_KEY} autoComplete="off" />
      </>
    );
  return (
    <>
      <label className={styles.checkbox}>
        <input type="checkbox" checked={ownAccount} onChange={(e) => toggle(e.target.checked)} />
        Já tem conta própria na Zoop
      </label>
      {ownAccount ? (
        <>
          <TextField name="id" label={ZOOP_ID} autoComplete="off" />
          <TextField name="zpk_id_marketplace" label={ZOOP_KEY} autoComplete="off" />
        </>
      ) : (
        <p className={styles.hint}>O marketplace usará a conta Zoop da plataforma.</p>
      )}
    </>
  );
}

function PersonalTab({ adding }: { adding: boolean }) {
  return (
    <FormGrid>
      <TextField name="nome" label="Nome da Empresa *" autoComplete="off" />
      <MaskedField name="cpf_cnpj" label="CPF/CNPJ *" mask="cpfCnpj" />
      <TextField name="email" label="Email *" type="email" autoComplete="off" />
      <PasswordField name="password" label={adding ? 'Senha *' : 'Nova Senha (opcional)'} />
      <PasswordField name="confirmpassword" label={adding ? 'Confirmar Senha *' : 'Confirmar Nova Senha'} />
      <SelectField name="status" label="Status" options={STATUS_OPTIONS} />
      <ProviderIds adding={adding} />
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
