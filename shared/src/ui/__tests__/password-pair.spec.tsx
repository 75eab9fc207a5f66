/// <reference types="jest" />
/// <reference types="@testing-library/jest-dom" />
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { NewPasswordPair, PasswordInput } from '../core';

type Values = { novaSenha: string; confirmarSenha: string };

/** A form as `useFormState` hands it: values, the errors to show, and `setField`. */
function Form({ labels }: { labels?: { password: string; confirm: string } }) {
  const [values, setValues] = useState<Values>({ novaSenha: '', confirmarSenha: '' });
  const errors =
    values.confirmarSenha && values.confirmarSenha !== values.novaSenha
      ? { confirmarSenha: 'As senhas não coincidem' }
      : {};
  const setField = (key: keyof Values, value: string) => setValues((v) => ({ ...v, [key]: value }));
  return (
    <NewPasswordPair
      form={{ values, errors, setField }}
      names={{ password: 'novaSenha', confirm: 'confirmarSenha' }}
      {...(labels ? { labels } : {})}
    />
  );
}

test("the pair's one toggle shows and hides both fields", async () => {
  const user = userEvent.setup();
  render(<Form />);
  const fresh = screen.getByLabelText('Nova senha');
  const confirm = screen.getByLabelText('Confirmar nova senha');
  expect(screen.getAllByRole('button')).toHaveLength(1);
  expect([fresh, confirm].map((f) => f.getAttribute('type'))).toEqual(['password', 'password']);
  await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
  expect([fresh, confirm].map((f) => f.getAttribute('type'))).toEqual(['text', 'text']);
  await user.click(screen.getByRole('button', { name: 'Ocultar senha' }));
  expect([fresh, confirm].map((f) => f.getAttribute('type'))).toEqual(['password', 'password']);
  expect(fresh).toHaveAttribute('autocomplete', 'new-password');
  expect(confirm).toHaveAttribute('autocomplete', 'new-password');
});

test('typing goes to the named form fields, and the form’s error shows under the confirmation', async () => {
  const user = userEvent.setup();
  render(<Form labels={{ password: 'Senha', confirm: 'Confirmar senha' }} />);
  await user.type(screen.getByLabelText('Senha'), '123456');
  await user.type(screen.getByLabelText('Confirmar senha'), '654321');
  expect(screen.getByLabelText('Senha')).toHaveValue('123456');
  expect(screen.getByLabelText('Confirmar senha')).toHaveAccessibleDescription('As senhas não coincidem');
  expect(screen.getByRole('alert')).toHaveTextContent('As senhas não coincidem');
});

test('a lone password input has its own toggle, disabled while the field takes no typing', async () => {
  const user = userEvent.setup();
  const { rerender } = render(<PasswordInput label="Senha atual" readOnly />);
  expect(screen.getByRole('button', { name: 'Mostrar senha' })).toBeDisabled();
  rerender(<PasswordInput label="Senha atual" />);
  await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
  expect(screen.getByLabelText('Senha atual')).toHaveAttribute('type', 'text');
});
