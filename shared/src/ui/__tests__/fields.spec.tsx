/// <reference types="jest" />
/// <reference types="@testing-library/jest-dom" />
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { MaskedField, PasswordField, SelectField, TextField } from '../index';

interface Values {
  cpf_cnpj: string;
  zipCode: string;
  marketplaceId: string;
  password: string;
  id: string;
}

const empty: Values = { cpf_cnpj: '', zipCode: '', marketplaceId: '', password: '', id: '' };

function Form({ children, values = {} }: { children: ReactNode; values?: Partial<Values> }) {
  const form = useForm<Values>({ defaultValues: { ...empty, ...values } });
  return <FormProvider {...form}>{children}</FormProvider>;
}

test('CPF turns into CNPJ from the 12th digit; the CEP gets its hyphen', async () => {
  const user = userEvent.setup();
  render(
    <Form>
      <MaskedField name="cpf_cnpj" label="CPF ou CNPJ *" mask="cpfCnpj" />
      <MaskedField name="zipCode" label="CEP" mask="cep" />
    </Form>,
  );
  const doc = screen.getByLabelText('CPF ou CNPJ *');
  await user.type(doc, '52998224725');
  expect(doc).toHaveValue('529.982.247-25');
  await user.type(doc, '123');
  expect(doc).toHaveValue('52.998.224/7251-23');
  await user.type(screen.getByLabelText('CEP'), '01001000999');
  expect(screen.getByLabelText('CEP')).toHaveValue('01001-000');
  expect(screen.getByLabelText('CEP')).toHaveAttribute('inputmode', 'numeric');
});

test('a saved raw value is shown masked', () => {
  render(
    <Form values={{ zipCode: '01001000' }}>
      <MaskedField name="zipCode" label="CEP" mask="cep" />
    </Form>,
  );
  expect(screen.getByLabelText('CEP')).toHaveValue('01001-000');
});

test('a select field offers its placeholder and options', async () => {
  render(
    <Form>
      <SelectField
        name="marketplaceId"
        label="Marketplace *"
        placeholder="Selecione o Marketplace"
        options={[{ value: 'mk1', label: 'Loja Central' }]}
      />
    </Form>,
  );
  const select = screen.getByRole('combobox', { name: 'Marketplace *' });
  expect(select).toHaveDisplayValue('Selecione o Marketplace');
  await userEvent.selectOptions(select, 'mk1');
  expect(select).toHaveDisplayValue('Loja Central');
});

test('the password can be shown and hidden again', async () => {
  const user = userEvent.setup();
  render(
    <Form>
      <PasswordField name="password" label="Senha *" />
    </Form>,
  );
  const input = screen.getByLabelText('Senha *');
  expect(input).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
  expect(input).toHaveAttribute('type', 'text');
  await user.click(screen.getByRole('button', { name: 'Ocultar senha' }));
  expect(input).toHaveAttribute('type', 'password');
});

test('a field also works with the control prop, outside a FormProvider', async () => {
  function Standalone() {
    const { control, setError } = useForm<Values>({ defaultValues: empty });
    return (
      <>
        <TextField control={control} name="id" label="ID *" />
        <button type="button" onClick={() => setError('id', { message: 'Este ID já está em uso' })}>
          validar
        </button>
      </>
    );
  }
  const user = userEvent.setup();
  render(<Standalone />);
  await user.type(screen.getByLabelText('ID *'), 'abc');
  expect(screen.getByLabelText('ID *')).toHaveValue('abc');
  await user.click(screen.getByRole('button', { name: 'validar' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Este ID já está em uso');
});

test('a field outside any form says what it needs', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<TextField name="nome" label="Nome" />)).toThrow(/FormProvider/);
});
