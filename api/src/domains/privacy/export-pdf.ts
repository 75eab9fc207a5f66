import { formatBRL, formatDateTime } from '@pagora/shared';
import type { PrivacySummary } from '@pagora/shared/contracts';

type Doc = PDFKit.PDFDocument;

const heading = (doc: Doc, text: string) =>
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(text).font('Helvetica').fontSize(9);
const line = (doc: Doc, text: string) => doc.text(text);
const none = (doc: Doc) => doc.text('Nenhum registro.');
const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

/**
 * The readable copy of an export (GET /privacidade/titular/export.pdf): who, then each kind of
 * record. Helvetica covers Portuguese accents (WinAnsi), as the statement's month PDF relies on.
 */
export async function subjectPdf(s: PrivacySummary): Promise<Doc> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: 'Dados pessoais do titular', Producer: 'Pagora', Creator: 'Pagora' },
  });
  doc.font('Helvetica-Bold').fontSize(16).text('Dados pessoais do titular (LGPD)');
  doc.font('Helvetica').fontSize(10);
  line(doc, `CPF/CNPJ: ${s.titular.documento ?? '—'}`);
  line(doc, `Email: ${s.titular.email ?? '—'}`);
  line(doc, `Gerado em: ${formatDateTime(s.geradoEm)} (horário de Brasília)`);

  heading(doc, `Cadastros de comprador (${s.totais.cadastros})`);
  if (s.cadastros.length === 0) none(doc);
  for (const b of s.cadastros) {
    line(doc, `${b.nome} · ${b.email} · CPF/CNPJ ${b.documento || '—'} · Telefone ${b.telefone || '—'}`);
    const address = Object.values(b.endereco).filter(Boolean).join(', ');
    line(doc, `   Vendedor: ${b.vendedor} · Endereço: ${address || '—'} · Desde ${when(b.criadoEm)}`);
  }

  heading(doc, `Transações como pagador (${s.totais.transacoes})`);
  if (s.transacoes.length === 0) none(doc);
  for (const t of s.transacoes)
    line(
      doc,
      `${when(t.criadoEm)} · ${t.vendedor} · ${formatBRL(t.valorCents)} · ${t.status} · ${t.metodo}` +
        `${t.cartao ? ` (${t.cartao})` : ''} · ${t.nome ?? '—'} · ${t.email ?? '—'}`,
    );

  heading(doc, `Assinaturas (${s.totais.assinaturas})`);
  if (s.assinaturas.length === 0) none(doc);
  for (const a of s.assinaturas)
    line(doc, `${a.plano} · ${formatBRL(a.valorCents)} · ${a.status} · desde ${when(a.criadoEm)}`);

  heading(doc, `Cartões salvos (${s.totais.cartoes})`);
  line(doc, 'Só a bandeira e os 4 últimos dígitos: o número do cartão nunca é guardado.');
  for (const c of s.cartoes)
    line(
      doc,
      `${c.bandeira} final ${c.final} · ${c.titular} · validade ${c.validade}${c.removido ? ' · removido' : ''}`,
    );

  heading(doc, `Emails enviados (${s.totais.emails})`);
  if (s.emails.length === 0) none(doc);
  for (const m of s.emails) line(doc, `${when(m.criadoEm)} · ${m.para} · ${m.assunto}`);

  heading(doc, `Links de pagamento enviados (${s.totais.links})`);
  if (s.links.length === 0) none(doc);
  for (const l of s.links) line(doc, `${l.descricao || l.id} · ${l.email}`);
  doc.end();
  return doc;
}
