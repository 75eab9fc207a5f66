/// <reference types="jest" />
/// <reference types="@testing-library/jest-dom" />
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import {
  CEP_LOOKUP_FAILED_MESSAGE,
  CEP_NOT_FOUND_MESSAGE,
  CepField,
  TextField,
  useCepAutofill,
  type CepAddress,
  type CepFetcher,
} from '../index';

const praca: CepAddress = { street: 'Praça da Sé', neighborhood: 'Sé', city: 'São Paulo', state: 'SP' };

test('looks up once 8 digits are typed and hands the address over', async () => {
  const fetchCep = jest.fn<ReturnType<CepFetcher>, Parameters<CepFetcher>>().mockResolvedValue(praca);
  const onFound = jest.fn();
  const { result } = renderHook(() => useCepAutofill(fetchCep, onFound));
  act(() => result.current.lookup('01001-00'));
  expect(fetchCep).not.toHaveBeenCalled();
  act(() => result.current.lookup('01001-000'));
  expect(result.current.loading).toBe(true);
  await waitFor(() => expect(result.current.address).toEqual(praca));
  expect(fetchCep).toHaveBeenCalledWith('01001000');
  expect(onFound).toHaveBeenCalledWith(praca);
  act(() => result.current.lookup('01001-000'));
  expect(fetchCep).toHaveBeenCalledTimes(1);
});

test.each([
  ['an empty answer', () => Promise.resolve(null), CEP_NOT_FOUND_MESSAGE],
  ['a 404 from the API client', () => Promise.reject({ status: 404, message: 'x' }), CEP_NOT_FOUND_MESSAGE],
  ['any other failure', () => Promise.reject(new Error('timeout')), CEP_LOOKUP_FAILED_MESSAGE],
])('%s gives the spec message', async (_, answer, message) => {
  const { result } = renderHook(() => useCepAutofill(answer));
  act(() => result.current.lookup('99999999'));
  await waitFor(() => expect(result.current.error).toBe(message));
});

test('a late answer for an older CEP is ignored', async () => {
  let answerOld: (a: CepAddress) => void = () => undefined;
  const fetchCep: CepFetcher = (cep) =>
    cep === '11111111' ? new Promise((resolve) => (answerOld = resolve)) : Promise.resolve(praca);
  const { result } = renderHook(() => useCepAutofill(fetchCep));
  act(() => result.current.lookup('11111-111'));
  act(() => result.current.lookup('01001-000'));
  await waitFor(() => expect(result.current.address).toEqual(praca));
  await act(async () => answerOld({ ...praca, city: 'Outra' }));
  expect(result.current.address?.city).toBe('São Paulo');
});

function AddressTab({ fetchCep }: { fetchCep: CepFetcher }) {
  const form = useForm({ defaultValues: { address: { zipCode: '', street: '', city: '', state: '' } } });
  return (
    <FormProvider {...form}>
      <CepField
        name="address.zipCode"
        label="CEP"
        fetchCep={fetchCep}
        fill={{ street: 'address.street', city: 'address.city', state: 'address.state' }}
      />
      <TextField name="address.street" label="Logradouro" />
      <TextField name="address.city" label="Cidade" />
      <TextField name="address.state" label="Estado" />
    </FormProvider>
  );
}

test('CepField fills the address fields of the form', async () => {
  const user = userEvent.setup();
  render(<AddressTab fetchCep={() => Promise.resolve(praca)} />);
  await user.type(screen.getByLabelText('CEP'), '01001000');
  await waitFor(() => expect(screen.getByLabelText('Logradouro')).toHaveValue('Praça da Sé'));
  expect(screen.getByLabelText('Cidade')).toHaveValue('São Paulo');
  expect(screen.getByLabelText('Estado')).toHaveValue('SP');
});

test('CepField shows "CEP não encontrado." under the field', async () => {
  const user = userEvent.setup();
  render(<AddressTab fetchCep={() => Promise.resolve(null)} />);
  await user.type(screen.getByLabelText('CEP'), '99999999');
  expect(await screen.findByRole('alert')).toHaveTextContent(CEP_NOT_FOUND_MESSAGE);
  expect(screen.getByLabelText('Logradouro')).toHaveValue('');
});
