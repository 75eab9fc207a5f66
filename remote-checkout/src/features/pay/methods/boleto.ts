import { lazy } from 'react';
import type { PayMethod } from './pay-method';

export const boletoMethod: PayMethod<'bank_slip'> = {
  id: 'bank_slip',
  label: 'Boleto',
  hint: 'Pague no banco, app ou lotérica; aprovado em até 1 dia útil',
  Panel: lazy(() => import('../components/boleto-step').then((m) => ({ default: m.BoletoStep }))),
};
