/// <reference types="jest" />
import { renderHook } from '@testing-library/react';
import { ROLE_PERMISSIONS } from '../../team/roles';
import type { UserView } from '../../contracts';
import { useCan, useSession } from '../index';

const OWNER: UserView = {
  id: 'user-1',
  nome: 'Loja',
  name: 'Loja',
  email: 'loja@pagora.demo',
  cargo: 'seller',
  marketplaceId: 'mk-1',
  sellerId: 'seller-1',
  id_juros: null,
  dataInfo: { id: 'seller-1', cliente_id: 'user-1' },
  juros: null,
};
const SETTINGS = { primaryColor: '#0f766e', secondaryColor: '#f59e0b', logo: null, logoMini: null };

const signIn = (user: UserView) => useSession.getState().signIn({ user, token: 't', settings: SETTINGS });

test('the account’s own login may do everything its screens offer', () => {
  signIn(OWNER);
  expect(renderHook(() => useCan('refund')).result.current).toBe(true);
});

test('a support member may resend receipts but not refund, and the answer follows a role change', () => {
  const member = (role: 'support' | 'finance'): UserView => ({
    ...OWNER,
    team: {
      role,
      permissions: [...ROLE_PERMISSIONS[role]],
      actor: { id: 'p-1', nome: 'Ana', email: 'ana@loja.test' },
      membershipId: 'm-1',
      twoFactorSetupRequired: false,
    },
  });
  signIn(member('support'));
  const refund = renderHook(() => useCan('refund'));
  expect(refund.result.current).toBe(false);
  expect(renderHook(() => useCan('resend')).result.current).toBe(true);
  signIn(member('finance'));
  refund.rerender();
  expect(refund.result.current).toBe(true);
});
