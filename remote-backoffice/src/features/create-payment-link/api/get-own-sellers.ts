import { call } from '@pagora/shared/client';
import { sellersContract } from '@pagora/shared/contracts';

export type SellerChoice = { id: string; nome: string; email: string };

/** A marketplace's own sellers matching `q` (name, e-mail or id), by name, at most 50. */
export async function getOwnSellers(q: string): Promise<{ sellers: SellerChoice[]; total: number }> {
  const page = await call(sellersContract.sellersList, {
    query: { page: 1, pageSize: 50, q: q || undefined },
  });
  return {
    sellers: page.dados.map((s) => ({ id: s.id, nome: s.cliente.nome, email: s.cliente.email })),
    total: page.total,
  };
}
