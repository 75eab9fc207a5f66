/// <reference types="jest" />
/// <reference types="@testing-library/jest-dom" />
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { StandaloneProviders } from '../index';

test('the toaster comes with the first touch, and shows a toast raised before it', async () => {
  render(
    <StandaloneProviders>
      <button type="button">Copiar</button>
    </StandaloneProviders>,
  );
  act(() => {
    toast.success('Código PIX copiado!');
  });
  expect(screen.queryByText('Código PIX copiado!')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Copiar' }));
  expect(await screen.findByText('Código PIX copiado!')).toBeInTheDocument();
});
