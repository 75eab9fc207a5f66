import { lazy } from 'react';
import type { PayMethod } from './pay-method';

export const pixMethod: PayMethod<'pix'> = {
  id: 'pix',
  label: 'PIX',
  hint: 'Aprovação na hora, pelo app do seu banco',
  Panel: lazy(() => import('../components/pix-panel').then((m) => ({ default: m.PixPanel }))),
};
