import type { PrivacySubject, PrivacySummary } from '@pagora/shared/contracts';
import type { Db } from '../../platform/db/client';
import { buyersOfSubject } from '../accounts';
import { savedCardsOfBuyers, subscriptionsOfBuyers } from '../billing';
import { linksSentTo } from '../links';
import { mailsTo } from '../mail';
import { payerTransactions } from '../payments';
import type { PrivacyScope } from './scope';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const card = (brand: string | null, last4: string | null) =>
  last4 ? [brand, 'final', last4].filter(Boolean).join(' ') : null;

/** The rows found about a person, with the ids the anonymization needs. */
export type Found = {
  summary: PrivacySummary;
  buyerIds: string[];
  transactionIds: string[];
  /** Every address the person was known by in these rows (lower case): where mail went. */
  addresses: string[];
};

/**
 * Everything held about one person in the caller's reach. By CPF/CNPJ: the records with that
 * document, then the messages and links sent to the addresses those records name; by e-mail: the
 * records with that address. An unknown person is empty lists, never a 404.
 */
export async function findSubject(db: Db, scope: PrivacyScope, subject: PrivacySubject): Promise<Found> {
  const match = { document: subject.documento, email: subject.email };
  const [buyers, txs] = await Promise.all([
    buyersOfSubject(db, scope, match),
    payerTransactions(db, scope, match),
  ]);
  const buyerIds = buyers.map((b) => b.id);
  const addresses = [
    ...new Set(
      [subject.email, ...buyers.map((b) => b.email), ...txs.map((t) => t.payerEmail)]
        .filter((a): a is string => !!a)
        .map((a) => a.toLowerCase()),
    ),
  ];
  const [subscriptions, cards, mails, links] = await Promise.all([
    subscriptionsOfBuyers(db, buyerIds),
    savedCardsOfBuyers(db, buyerIds),
    mailsTo(db, scope, addresses),
    linksSentTo(db, scope, addresses),
  ]);
  const summary: PrivacySummary = {
    titular: { documento: subject.documento ?? null, email: subject.email ?? null },
    geradoEm: new Date().toISOString(),
    totais: {
      cadastros: buyers.length,
      transacoes: txs.length,
      assinaturas: subscriptions.length,
      cartoes: cards.length,
      emails: mails.length,
      links: links.length,
    },
    cadastros: buyers.map((b) => ({
      id: b.id,
      vendedor: b.sellerName,
      nome: b.nome,
      email: b.email,
      documento: b.cpfCnpj,
      telefone: b.phone,
      endereco: { ...b.address },
      criadoEm: iso(b.createdAt)!,
    })),
    transacoes: txs.map((t) => ({
      id: t.id,
      vendedor: t.sellerName,
      status: t.status,
      metodo: t.method,
      valorCents: t.amountCents,
      estornadoCents: t.refundedCents,
      nome: t.payerName,
      email: t.payerEmail,
      documento: t.payerCpf,
      telefone: t.payerPhone,
      cartao: card(t.cardBrand, t.cardLast4),
      criadoEm: iso(t.createdAt)!,
      pagoEm: iso(t.paidAt),
    })),
    assinaturas: subscriptions.map((s) => ({
      id: s.id,
      plano: s.planName,
      status: s.status,
      valorCents: s.amountCents,
      criadoEm: iso(s.createdAt)!,
    })),
    cartoes: cards.map((c) => ({
      id: c.id,
      bandeira: c.brand,
      final: c.last4,
      titular: c.holderName,
      validade: `${String(c.expMonth).padStart(2, '0')}/${c.expYear}`,
      removido: c.deletedAt !== null,
    })),
    emails: mails.map((m) => ({
      id: m.id,
      para: m.recipient,
      assunto: m.subject,
      tipo: m.kind,
      criadoEm: iso(m.createdAt)!,
    })),
    links: links.map((l) => ({ id: l.id, descricao: l.description, email: l.email ?? '' })),
  };
  return { summary, buyerIds, transactionIds: txs.map((t) => t.id), addresses };
}
