import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { couponsContract as c, linksContract, type CouponView } from '@pagora/shared/contracts';
import { answerOf, type FakeHandler } from '@pagora/shared/client/testing';
import { withDataLayer } from '@pagora/shared/data';
import { StandaloneProviders } from '@pagora/shared/frame';
import { CouponsPage } from '../components/coupons-page';

export const COUPON_ID = '00000000-0000-4000-8000-0000000000c1';

export const coupon = (over: Partial<CouponView> = {}): CouponView => ({
  id: COUPON_ID,
  sellerId: 'seller-1',
  sellerNome: 'Loja do Zé',
  code: 'BEMVINDO10',
  description: 'Primeira compra',
  kind: 'percentual',
  percentHundredths: 1000,
  amountCents: null,
  validFrom: null,
  validUntil: '2030-12-31',
  maxUses: 10,
  maxUsesPerPayer: null,
  linkIds: null,
  active: true,
  createdAt: '2026-11-01T12:00:00.000Z',
  uses: 3,
  revenueCents: 27000,
  discountCents: 3000,
  ...over,
});

/** The API as a seller with one coupon and no links sees it. */
export const routes = (over: Record<string, FakeHandler> = {}): Record<string, FakeHandler> => ({
  'GET /cupons': () => answerOf(c.list, { data: [coupon()] }),
  'GET /payment/user-seller': () =>
    answerOf(linksContract.list, { payments: [], total: 0, page: 1, pageSize: 100 }),
  ...over,
});

const Page = withDataLayer(CouponsPage);

export function renderCoupons() {
  return render(
    <StandaloneProviders>
      <MemoryRouter initialEntries={['/cupons']}>
        <Page />
      </MemoryRouter>
    </StandaloneProviders>,
  );
}
