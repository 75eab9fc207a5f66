import { formatBRL } from '@pagora/shared/lite';
import { usePaymentNavigation } from '../../../hooks/use-payment-navigation';
import type { PayMethod, PayMethodPanelProps } from '../../pay-method';

/** An id no link's contract knows: the checkout must not need it anywhere but here. */
export const FAKE_METHOD_ID = 'carteira_teste';

/** A wallet that only ever answers 'pending': enough to show a panel drives the real checkout. */
function FakeWalletPanel({ link, onClose, onPriceChanged }: PayMethodPanelProps) {
  const go = usePaymentNavigation(link);
  return (
    <section aria-labelledby="fake-title">
      <h2 id="fake-title">Pagar com a carteira de teste</h2>
      <p>{`${link.description}: ${formatBRL(link.amountCents)}`}</p>
      <button type="button" onClick={onClose}>
        Trocar forma de pagamento
      </button>
      <button type="button" onClick={() => void onPriceChanged()}>
        Atualizar preço
      </button>
      <button type="button" onClick={() => go.pending('tx_carteira_teste')}>
        Pagar com a carteira
      </button>
    </section>
  );
}

/** The whole method, test-only: the module the checkout's registry takes. */
export const fakeMethod: PayMethod = {
  id: FAKE_METHOD_ID,
  label: 'Carteira de teste',
  hint: 'Só existe nos testes',
  Panel: FakeWalletPanel,
};
