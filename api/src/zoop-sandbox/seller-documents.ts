import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxContext } from './context';
import { newZoopId, type SbDocument } from './state';
import { badRequest, listEnvelope, notFound, resourceTime } from './zoop-reply';

/**
 * Seller documents for Zoop's review (issue 36, research §13.11: since 13/03/2026 identity
 * documents and a selfie; `/sellers/{id}/documents` in public clients, multipart `file` +
 * `category`). No public source gives the answer's fields nor a size limit: the rendering below and
 * the 5 MB cap are the sandbox's. The sandbox keeps the file (base64 in its store, so in
 * `zoop_sandbox_records` when it persists) and never reviews it: `GET /_control/sellers/:id/review`
 * says what Zoop would still miss.
 */

// No public Zoop source: the 5 MB cap and the document's answer fields.
const MAX_BYTES = 5 * 1024 * 1024;
const category = z.enum(['identificacao', 'selfie', 'residencia', 'atividade']);

const documentView = (mid: string, d: SbDocument) => ({
  id: d.id,
  resource: 'document',
  owner: d.seller,
  category: d.category,
  name: d.fileName,
  content_type: d.contentType,
  size: d.sizeBytes,
  status: 'pending',
  uri: `/v1/marketplaces/${mid}/sellers/${d.seller}/documents/${d.id}`,
  created_at: resourceTime(new Date(d.createdAt)),
  updated_at: resourceTime(new Date(d.createdAt)),
});

export function sellerDocumentRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const mid = ctx.opts.marketplaceId;
  if (!app.hasContentTypeParser('multipart/form-data'))
    app.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: MAX_BYTES + 64 * 1024 },
      (_req, body, done) => done(null, body),
    );

  app.post<{ Params: { id: string } }>('/sellers/:id/documents', async (req, reply) => {
    const seller = ctx.store.sellers.get(req.params.id);
    if (!seller) return notFound(reply, 'seller');
    const type = req.headers['content-type'] ?? '';
    if (!type.startsWith('multipart/form-data') || !Buffer.isBuffer(req.body))
      return badRequest(reply, 'invalid_parameter', 'multipart/form-data with file and category is required');
    const form = await new Response(req.body, { headers: { 'content-type': type } })
      .formData()
      .catch(() => null);
    const file = form?.get('file');
    const cat = category.safeParse(form?.get('category'));
    if (!(file instanceof Blob) || file.size === 0 || !cat.success)
      return badRequest(reply, 'missing_required_param', 'file and category are required');
    if (file.size > MAX_BYTES) return badRequest(reply, 'invalid_parameter', 'file is too large');
    const doc: SbDocument = {
      id: newZoopId(),
      seller: seller.id,
      category: cat.data,
      fileName: file instanceof File ? file.name : 'documento',
      contentType: file.type || 'application/octet-stream',
      sizeBytes: file.size,
      contentBase64: Buffer.from(await file.arrayBuffer()).toString('base64'),
      createdAt: ctx.opts.now(),
    };
    ctx.store.save('document', doc);
    return reply.code(201).send(documentView(mid, doc));
  });

  app.get<{ Params: { id: string } }>('/sellers/:id/documents', async (req, reply) => {
    if (!ctx.store.sellers.has(req.params.id)) return notFound(reply, 'seller');
    const docs = [...ctx.store.documents.values()].filter((d) => d.seller === req.params.id);
    return listEnvelope(
      `/v1/marketplaces/${mid}/sellers/${req.params.id}/documents`,
      docs.map((d) => documentView(mid, d)),
      100,
      0,
    );
  });
}

/**
 * What Zoop's review would still miss of a seller (research §13.11): a bank account in the
 * seller's own name (holder taxpayer id = the seller's CPF/CNPJ), an identity document, a selfie.
 */
export function sellerReviewGaps(ctx: SandboxContext, sellerId: string): string[] {
  const seller = ctx.store.sellers.get(sellerId);
  if (!seller) return [];
  const gaps: string[] = [];
  const own = [...ctx.payouts.accounts.values()].some(
    (a) => a.customer === sellerId && a.taxpayerId === seller.taxpayerId,
  );
  if (!own) gaps.push('bank_account_own_name');
  const categories = new Set(
    [...ctx.store.documents.values()].filter((d) => d.seller === sellerId).map((d) => d.category),
  );
  for (const needed of ['identificacao', 'selfie'] as const) if (!categories.has(needed)) gaps.push(needed);
  return gaps;
}
