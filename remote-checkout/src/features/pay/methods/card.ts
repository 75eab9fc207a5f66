import { lazy } from 'react';
import type { PayMethod } from './pay-method';

export const cardMethod: PayMethod<'credit_card'> = {
  id: 'credit_card',
  label: 'Cartão',
  hint: 'Crédito, à vista ou parcelado',
  Panel: lazy(() => import('../components/card-form').then((m) => ({ default: m.CardForm }))),
};
