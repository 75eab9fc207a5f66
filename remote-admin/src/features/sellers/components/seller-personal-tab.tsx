import { useFormContext, useWatch } from 'react-hook-form';
import {
  MaskedField,
  PasswordField,
  SelectField,
  TextField,
  type SelectOption,
  FormGrid,
} from '@pagora/shared/ui';
import { SELLER_CATEGORIES } from '@pagora/shared';
import styles from '../../../components/list-screen.module.css';

const CATEGORY_OPTIONS = SELLER_CATEGORIES.map((c) => ({ value: c.mcc, label: c.label }));

export interface SellerPersonalTabProps {
  mode: 'add' | 'edit';
  /** The admin's marketplace selector; absent in the owner's view (its marketplace is its own). */
  marketplaceOptions?: readonly SelectOption[] | undefined;
}

/**
 * 'Informações Pessoais'. On add the provider id is typed (checked at the provider) or issued by the
 * provider ('Enviar cadastro ao provedor'); on edit it is locked and the password is optional. No
 * password on add (issue 41): the seller is invited by e-mail to create it.
 */
export function SellerPersonalTab({ mode, marketplaceOptions }: SellerPersonalTabProps) {
  const { register, control } = useFormContext();
  const atProvider = useWatch({ control, name: 'cadastrar_na_zoop' }) === true;
  const adding = mode === 'add';
  return (
    <FormGrid>
      {adding ? (
        <label className={styles.checkbox}>
          <input type="checkbox" {...register('cadastrar_na_zoop')} />
          Enviar cadastro ao provedor
        </label>
      ) : null}
      {atProvider ? (
        <>
          <p className={styles.hint}>
            O cadastro será enviado ao provedor de pagamentos ao salvar. Ele analisa o cadastro (endereço,
            telefone e categoria) antes de liberar pagamentos.
          </p>
          <SelectField name="mcc" label="Categoria *" options={CATEGORY_OPTIONS} />
          <TextField name="data_abertura" label="Data de abertura (CNPJ)" type="date" />
        </>
      ) : (
        <TextField
          name="id_seller"
          label={adding ? 'ID na Zoop (já cadastrado) *' : 'ID na Zoop (suporte)'}
          disabled={!adding}
          autoComplete="off"
        />
      )}
      <TextField name="nome" label="Nome *" autoComplete="off" />
      <MaskedField name="cpf_cnpj" label="CPF/CNPJ *" mask="cpfCnpj" />
      <TextField name="email" label="Email *" type="email" autoComplete="off" />
      {adding ? (
        <p className={styles.hint}>O vendedor receberá um email de convite para criar a própria senha.</p>
      ) : (
        <>
          <PasswordField name="password" label="Nova Senha (opcional)" />
          <PasswordField name="confirmpassword" label="Confirmar Nova Senha" />
        </>
      )}
      {marketplaceOptions ? (
        <SelectField
          name="marketplaceId"
          label="Marketplace *"
          placeholder="Selecione o Marketplace"
          options={marketplaceOptions}
        />
      ) : null}
    </FormGrid>
  );
}
