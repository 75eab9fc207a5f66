import { useFormContext, useWatch } from 'react-hook-form';
import { fetchCep } from '@pagora/shared/client';
import {
  AddressFields,
  FormGrid,
  MaskedField,
  PasswordField,
  SelectField,
  TextField,
  type SelectOption,
  type TabItem,
} from '@pagora/shared/ui';
import styles from '../../../components/list-screen.module.css';

function PersonalTab({
  mode,
  sellerOptions,
}: {
  mode: 'add' | 'edit';
  sellerOptions?: readonly SelectOption[] | undefined;
}) {
  const { register, control } = useFormContext();
  const atProvider = useWatch({ control, name: 'cadastrar_na_zoop' }) === true;
  const adding = mode === 'add';
  return (
    <FormGrid>
      {sellerOptions ? (
        <SelectField
          name="seller_id_comprador"
          label="Vendedor *"
          options={[{ value: '', label: 'Selecione o vendedor' }, ...sellerOptions]}
        />
      ) : null}
      {adding ? (
        <label className={styles.checkbox}>
          <input type="checkbox" {...register('cadastrar_na_zoop')} />
          Enviar cadastro ao provedor
        </label>
      ) : null}
      {atProvider ? (
        <p className={styles.hint}>O cadastro será enviado ao provedor de pagamentos ao salvar.</p>
      ) : (
        <TextField
          name="id_comprador"
          label={adding ? 'ID na Zoop (já cadastrado) *' : 'ID na Zoop (suporte)'}
          disabled={!adding}
          autoComplete="off"
        />
      )}
      <TextField name="nome" label="Nome Completo *" autoComplete="off" />
      <MaskedField name="cpf_cnpj" label="CPF ou CNPJ *" mask="cpfCnpj" />
      <TextField name="email" label="Email *" type="email" autoComplete="off" />
      {adding ? (
        <p className={styles.hint}>O comprador receberá um email de convite para criar a própria senha.</p>
      ) : (
        <PasswordField name="password" label="Nova Senha (opcional)" />
      )}
      <TextField name="contactPerson" label="Pessoa de Contato" autoComplete="off" />
    </FormGrid>
  );
}

/**
 * Spec 001 2.4's contact tab: Telefone and Website (the kit's ContactFields would add a second
 * 'Pessoa de Contato', which the buyer form keeps in the personal tab).
 */
function ContactTab() {
  return (
    <>
      <FormGrid>
        <MaskedField name="phone" label="Telefone" mask="phone" />
        <TextField name="website" label="Website" type="url" autoComplete="off" />
      </FormGrid>
      <p className={styles.hint}>Os dados de contato são usados para comunicação e suporte técnico.</p>
    </>
  );
}

/** The buyer form's three tabs (spec 001 section 2.4): personal, contact, address; no fees tab. */
export function buyerFormTabs(mode: 'add' | 'edit', sellerOptions?: readonly SelectOption[]): TabItem[] {
  return [
    {
      id: 'pessoal',
      label: 'Informações Pessoais',
      content: <PersonalTab mode={mode} sellerOptions={sellerOptions} />,
    },
    { id: 'contato', label: 'Contato', content: <ContactTab /> },
    { id: 'endereco', label: 'Endereço', content: <AddressFields fetchCep={fetchCep} /> },
  ];
}
