import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Postal address as the spec's forms carry it (street, number, ... country). */
export type Address = {
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
};

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const marketplaces = pgTable('marketplaces', {
  id: uuid('id').primaryKey().defaultRandom(),
  nome: text('nome').notNull(),
  email: text('email').notNull(),
  cpfCnpj: text('cpf_cnpj').notNull().default(''),
  /** Provider marketplace id and key reference (spec's zpk_id_marketplace), never a secret in clear. */
  zpkIdMarketplace: text('zpk_id_marketplace').notNull().default(''),
  /** The form's 'ID Zoop': the marketplace's id at the provider (migrations/0570); '' when unknown. */
  idZoop: text('id_zoop').notNull().default(''),
  status: text('status', { enum: ['active', 'inactive'] })
    .notNull()
    .default('active'),
  contactPerson: text('contact_person').notNull().default(''),
  phone: text('phone').notNull().default(''),
  website: text('website').notNull().default(''),
  address: jsonb('address').$type<Address>().notNull(),
  primaryColor: text('primary_color').notNull().default('#0f766e'),
  secondaryColor: text('secondary_color').notNull().default('#134e4a'),
  logoPath: text('logo_path'),
  logoMiniPath: text('logo_mini_path'),
  /** Fees in hundredths of a percent (spec: taxa_padrao, taxa_repasse_juros; initial 0). */
  taxaPadrao: integer('taxa_padrao').notNull().default(0),
  taxaRepasseJuros: integer('taxa_repasse_juros').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** Soft removal (sellers domain): the row and its money records stay; nothing new is accepted. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nome: text('nome').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    cargo: text('cargo', { enum: ['admin', 'marketplace', 'seller', 'customer'] }).notNull(),
    /** Tenant: the marketplace this user belongs to (owner, seller or customer of it); null for admin. */
    marketplaceId: uuid('marketplace_id').references(() => marketplaces.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** 'Usar nos meus links' (migrations/0520): the plan this login's new links use (FK in SQL). */
    interestPlanId: uuid('interest_plan_id'),
    /** Set when the seller or marketplace behind this login is removed: it can no longer log in. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * The address this login last proved it owns, lowercased (migrations/1030); verified while it
     * equals `email`. Gates a customer's reads (accounts/email-verification).
     */
    verifiedEmail: text('verified_email'),
    /** Made by a team invitation (migrations/1400): acts only through its memberships. */
    memberOnly: boolean('member_only').notNull().default(false),
    /** The account's owner requires two-step sign-in of every member of its team. */
    teamTwoFactorRequired: boolean('team_two_factor_required').notNull().default(false),
    /** Set while the login has a second factor (accounts/two-factor). */
    twoFactorEnabledAt: timestamp('two_factor_enabled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_marketplace_idx').on(t.marketplaceId),
  ],
);

export const sellers = pgTable(
  'sellers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    marketplaceId: uuid('marketplace_id')
      .notNull()
      .references(() => marketplaces.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** Provider seller id (Zoop's 32-hex id), used as on_behalf_of and split recipient. */
    idSeller: text('id_seller').notNull().default(''),
    nome: text('nome').notNull(),
    email: text('email').notNull(),
    cpfCnpj: text('cpf_cnpj').notNull().default(''),
    contactPerson: text('contact_person').notNull().default(''),
    phone: text('phone').notNull().default(''),
    website: text('website').notNull().default(''),
    address: jsonb('address').$type<Address>().notNull(),
    taxaPadrao: integer('taxa_padrao').notNull().default(0),
    taxaRepasseJuros: integer('taxa_repasse_juros').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Soft removal: transactions, links and balances stay readable; links stop taking payments. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sellers_user_key').on(t.userId), index('sellers_marketplace_idx').on(t.marketplaceId)],
);

/** A seller's buyer (comprador); `userId` links a customer account when the buyer has one. */
export const buyers = pgTable(
  'buyers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    marketplaceId: uuid('marketplace_id')
      .notNull()
      .references(() => marketplaces.id),
    userId: uuid('user_id').references(() => users.id),
    idComprador: text('id_comprador').notNull().default(''),
    nome: text('nome').notNull(),
    email: text('email').notNull(),
    cpfCnpj: text('cpf_cnpj').notNull().default(''),
    contactPerson: text('contact_person').notNull().default(''),
    phone: text('phone').notNull().default(''),
    website: text('website').notNull().default(''),
    address: jsonb('address').$type<Address>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Removed (migrations/0500): the payment history keeps it, its login no longer works. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('buyers_seller_idx').on(t.sellerId)],
);

export type MarketplaceRow = typeof marketplaces.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type SellerRow = typeof sellers.$inferSelect;
export type BuyerRow = typeof buyers.$inferSelect;

/**
 * Mirrors migrations/0621: a seller's review status at the provider, by its provider id
 * (seller-provider-status.ts writes it in SQL; declared so its owner is on record, ADR 024).
 */
export const sellerProviderStatus = pgTable('seller_provider_status', {
  idSeller: text('id_seller').primaryKey(),
  status: text('status').notNull(),
  updatedAt: updatedAt(),
});
