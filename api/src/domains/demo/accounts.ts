import type { AppContext } from '../../platform/context';
import type { Address } from '../accounts';
import {
  hashPassword,
  insertAdmin,
  insertBuyer,
  insertCustomer,
  insertMarketplaceAccount,
  insertSellerAccount,
} from '../accounts';

export const DEMO_PASSWORD = 'pagora123';

export const DEMO_LOGINS = [
  { email: 'admin@pagora.demo', cargo: 'admin' },
  { email: 'marketplace@pagora.demo', cargo: 'marketplace' },
  { email: 'seller@pagora.demo', cargo: 'seller' },
  { email: 'customer@pagora.demo', cargo: 'customer' },
  { email: 'marketplace2@pagora.demo', cargo: 'marketplace' },
  { email: 'seller2@pagora.demo', cargo: 'seller' },
] as const;

const address = (street: string, city: string, state: string, zipCode: string): Address => ({
  street,
  number: '100',
  complement: '',
  neighborhood: 'Centro',
  city,
  state,
  zipCode,
  country: 'Brasil',
});

const hex32 = (seed: string) => Buffer.from(seed.padEnd(16, '0').slice(0, 16)).toString('hex');

/** The demo tenants and people; later seeders hang their rows (links, transactions) on these. */
export type DemoAccounts = Awaited<ReturnType<typeof seedDemoAccounts>>;

export async function seedDemoAccounts(ctx: AppContext) {
  const hash = () => hashPassword(DEMO_PASSWORD);
  await insertAdmin(ctx.db, { nome: 'Admin Pagora', email: 'admin@pagora.demo', passwordHash: await hash() });

  const base = { contactPerson: 'Equipe Comercial', website: 'https://pagora.demo' };
  const m1 = await insertMarketplaceAccount(ctx.db, {
    ...base,
    nome: 'Mercado Central',
    email: 'marketplace@pagora.demo',
    passwordHash: await hash(),
    cpfCnpj: '11222333000181',
    phone: '(11) 3333-4444',
    address: address('Avenida Paulista', 'São Paulo', 'SP', '01310-100'),
    zpkIdMarketplace: hex32('mercado-central'),
    status: 'active',
  });
  const m2 = await insertMarketplaceAccount(ctx.db, {
    ...base,
    nome: 'Feira Nordeste',
    email: 'marketplace2@pagora.demo',
    passwordHash: await hash(),
    cpfCnpj: '45723174000110',
    phone: '(81) 3222-1111',
    address: address('Rua da Aurora', 'Recife', 'PE', '50050-000'),
    zpkIdMarketplace: hex32('feira-nordeste'),
    status: 'active',
  });

  const seller = (
    nome: string,
    email: string,
    cpfCnpj: string,
    marketplaceId: string,
    city: string,
    state: string,
  ) =>
    hash().then((passwordHash) =>
      insertSellerAccount(ctx.db, {
        ...base,
        nome,
        email,
        passwordHash,
        cpfCnpj,
        phone: '(11) 98888-7777',
        address: address('Rua das Flores', city, state, '01001-000'),
        marketplaceId,
        idSeller: hex32(email),
      }),
    );
  const s1 = await seller(
    'Ana Souza Artesanato',
    'seller@pagora.demo',
    '52998224725',
    m1.marketplace.id,
    'São Paulo',
    'SP',
  );
  const s1b = await seller(
    'Bruno Lima Eletrônicos',
    'bruno@pagora.demo',
    '11144477735',
    m1.marketplace.id,
    'Campinas',
    'SP',
  );
  const s2 = await seller(
    'Carla Dias Doces',
    'seller2@pagora.demo',
    '39053344705',
    m2.marketplace.id,
    'Recife',
    'PE',
  );

  const customer = await insertCustomer(ctx.db, {
    nome: 'Diego Cliente',
    email: 'customer@pagora.demo',
    passwordHash: await hash(),
    marketplaceId: m1.marketplace.id,
    // A made-up address nobody can confirm: the demo's customer shows its purchases at once.
    emailVerified: true,
  });
  const buyer = (
    sellerId: string,
    marketplaceId: string,
    nome: string,
    email: string,
    cpfCnpj: string,
    userId: string | null,
  ) =>
    insertBuyer(ctx.db, {
      sellerId,
      marketplaceId,
      userId,
      idComprador: hex32(email),
      nome,
      email,
      cpfCnpj,
      phone: '(11) 97777-6666',
      address: address('Rua Augusta', 'São Paulo', 'SP', '01305-000'),
    });
  const customerBuyer = await buyer(
    s1.seller.id,
    m1.marketplace.id,
    'Diego Cliente',
    'customer@pagora.demo',
    '86288366757',
    customer.id,
  );
  await buyer(s1.seller.id, m1.marketplace.id, 'Elisa Martins', 'elisa@cliente.demo', '71428793860', null);
  await buyer(s2.seller.id, m2.marketplace.id, 'Fábio Rocha', 'fabio@cliente.demo', '27100853006', null);

  return { marketplaces: [m1, m2], sellers: [s1, s1b, s2], customer, customerBuyer };
}
