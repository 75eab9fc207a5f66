import { act, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { centsToDecimalString } from '@pagora/shared';
import type { NetLineView } from '@pagora/shared/contracts';
import { fakeApi } from '@pagora/shared/client/testing';
import { renderPage, resetState, signInAs } from '../../../testing/render-page';
import { demoLink, linksPage } from '../../../testing/link-fixtures';

const net = (metodo: NetLineView['metodo'], parcelas: number, cents: number): NetLineView => ({
  metodo,
  parcelas,
  total_pagador: '150.00',
  totalPagadorCents: 15_000,
  taxa_provedor: centsToDecimalString(15_000 - cents),
  taxaProvedorCents: 15_000 - cents,
  taxa_paga_pelo_split: false,
  taxa_marketplace: '0.00',
  taxaMarketplaceCents: 0,
  repasses: '0.00',
  repassesCents: 0,
  voce_recebe: centsToDecimalString(cents),
  voceRecebeCents: cents,
});

const links = [
  demoLink(3, {
    voce_recebe: [net('pix', 1, 14_851), net('credit_card', 1, 14_401), net('credit_card', 2, 14_401)],
  }),
  demoLink(2, { paymentMethods: ['bank_slip'], voce_recebe: [net('bank_slip', 1, 14_750)] }),
];

beforeEach(() => resetState());
afterEach(() => act(() => toast.remove()));

test('each link shows under its amount what the seller keeps by PIX and by card in 1x, as the API sent it', async () => {
  signInAs('seller');
  fakeApi({ 'GET /payment/user-seller': ({ params }) => linksPage(links, params) });
  renderPage('/payments');
  const rows = within(await screen.findByRole('table'))
    .getAllByRole('row')
    .slice(1);
  expect(rows[0]).toHaveTextContent('Você recebe R$ 148,51 (PIX) · R$ 144,01 (cartão 1x)');
  expect(rows[1]).toHaveTextContent('Você recebe R$ 147,50 (boleto)');
});

test("a marketplace reads it as the seller's figure", async () => {
  signInAs('marketplace');
  fakeApi({ 'GET /payment/user-marketplace': ({ params }) => linksPage(links, params) });
  renderPage('/payments');
  const rows = within(await screen.findByRole('table'))
    .getAllByRole('row')
    .slice(1);
  expect(rows[0]).toHaveTextContent('Vendedor recebe R$ 148,51 (PIX) · R$ 144,01 (cartão 1x)');
});
