/// <reference types="jest" />
/// <reference types="@testing-library/jest-dom" />
import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormModal, MaskedField, TextField } from '../index';

const schema = z.object({
  nome: z.string().min(1, { error: 'Nome é obrigatório' }),
  phone: z.string().regex(/^\(\d{2}\) \d{4,5}-\d{4}$/, { error: 'Telefone inválido (ex: (11) 99999-9999)' }),
});
type Values = z.infer<typeof schema>;

function BuyerModal({ onSave, busy = false }: { onSave: (values: Values) => void; busy?: boolean }) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { nome: '', phone: '' } });
  return (
    <FormProvider {...form}>
      <FormModal
        open
        title="Adicionar Comprador"
        onClose={jest.fn()}
        onSubmit={form.handleSubmit(onSave)}
        submitLabel="Adicionar"
        busyLabel="Adicionando..."
        busy={busy}
        tabs={[
          {
            id: 'pessoal',
            label: 'Informações Pessoais',
            content: <TextField name="nome" label="Nome Completo *" />,
          },
          {
            id: 'contato',
            label: 'Contato',
            content: <MaskedField name="phone" label="Telefone" mask="phone" />,
          },
        ]}
      />
    </FormProvider>
  );
}

test('submits the form from the footer button with the masked values', async () => {
  const user = userEvent.setup();
  const onSave = jest.fn();
  render(<BuyerModal onSave={onSave} />);
  expect(screen.getByRole('dialog', { name: 'Adicionar Comprador' })).toBeInTheDocument();
  expect(screen.getByLabelText('Nome Completo *')).toHaveFocus();
  await user.type(screen.getByLabelText('Nome Completo *'), 'Ana Souza');
  await user.click(screen.getByRole('tab', { name: 'Contato' }));
  await user.type(screen.getByLabelText('Telefone'), '11987654321');
  expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 98765-4321');

  await user.click(screen.getByRole('button', { name: 'Adicionar' }));
  await waitFor(() => expect(onSave).toHaveBeenCalled());
  expect(onSave.mock.calls[0]?.[0]).toEqual({ nome: 'Ana Souza', phone: '(11) 98765-4321' });
});

test('shows each error under its field and opens the tab that holds one', async () => {
  const user = userEvent.setup();
  render(<BuyerModal onSave={jest.fn()} />);
  await user.click(screen.getByRole('tab', { name: 'Contato' }));
  await user.type(screen.getByLabelText('Telefone'), '11987654321');
  await user.click(screen.getByRole('button', { name: 'Adicionar' }));

  const personal = await screen.findByRole('tab', { name: 'Informações Pessoais' });
  await waitFor(() => expect(personal).toHaveAttribute('aria-selected', 'true'));
  expect(personal).toHaveAccessibleDescription('Esta aba tem campos com erro');
  const name = screen.getByLabelText('Nome Completo *');
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveAccessibleDescription('Nome é obrigatório');
  expect(screen.getByRole('alert')).toHaveTextContent('Nome é obrigatório');

  await user.type(name, 'Ana');
  await waitFor(() => expect(personal).not.toHaveAccessibleDescription());
});

test('while busy the submit button shows the busy label and cannot be pressed', () => {
  render(<BuyerModal onSave={jest.fn()} busy />);
  expect(screen.getByRole('button', { name: 'Adicionando...' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
});
