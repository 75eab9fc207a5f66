import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../test/harness';
import { newSeller, sellerTestKit, type Auth } from './testing';

// Issue 36 item 6: Zoop approves a seller only with a bank account in its own name and, since
// 13/03/2026, an identity document and a selfie. A seller under review sends them here; the
// provider (the sandbox) keeps the files; the checklist says what is still missing.

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

type Checklist = {
  sellerId: string;
  providerStatus: string;
  requirements: { key: string; done: boolean }[];
  missing: string[];
  documents: { category: string; fileName: string; sizeBytes: number; providerDocumentId: string }[];
};

async function form(fields: Record<string, string>, file?: { bytes: Buffer; type: string; name: string }) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  if (file) body.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  const response = new Response(body);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? '',
  };
}

describe('seller onboarding: documents and what is missing for approval', () => {
  let t: TestApp;
  let mp: Auth;
  let mp2: Auth;
  let admin: Auth;
  let pending: Auth;
  let otherSeller: Auth;
  let sellerId = '';
  let idSeller = '';
  const { call } = sellerTestKit(() => t);

  const upload = async (
    auth: Auth,
    category: string,
    file?: { bytes: Buffer; type: string; name: string },
  ) => {
    const { payload, contentType } = await form(category ? { category } : {}, file);
    return t.app.inject({
      method: 'POST',
      url: '/api/seller-onboarding/documents',
      payload,
      headers: { ...auth, 'content-type': contentType },
    });
  };
  const checklist = async (auth: Auth, query = '') => {
    const res = await call('GET', `/api/seller-onboarding${query}`, auth);
    assert.equal(res.statusCode, 200, JSON.stringify(res.json()));
    return res.json<{ dados: Checklist }>().dados;
  };

  before(async () => {
    t = await createTestApp({}, { listen: true });
    mp = await t.loginAs(DEMO_LOGINS.marketplace);
    mp2 = await t.loginAs(DEMO_LOGINS.marketplace2);
    admin = await t.loginAs(DEMO_LOGINS.admin);
    otherSeller = await t.loginAs(DEMO_LOGINS.seller);
    const created = await call(
      'POST',
      '/api/register-seller-to-marketplace',
      mp,
      newSeller({ email: 'analise@pagora.demo', cadastrar_na_zoop: true }),
    );
    assert.equal(created.statusCode, 201, JSON.stringify(created.json()));
    ({ id: sellerId, id_seller: idSeller } = created.json<{
      dados: { id: string; id_seller: string };
    }>().dados);
    pending = await t.loginAs('analise@pagora.demo', '123');
  });
  after(() => t.close());

  it('lists, for a seller under review, the bank account, the identity document and the selfie', async () => {
    const list = await checklist(pending);
    assert.equal(list.providerStatus, 'pending');
    assert.deepEqual(list.missing, [
      'Conta bancária em seu nome',
      'Documento de identidade (RG ou CNH)',
      'Selfie',
    ]);
    assert.deepEqual(list.documents, []);
  });

  it('sends a document to the provider, which keeps it, and keeps only its metadata here', async () => {
    const res = await upload(pending, 'identificacao', {
      bytes: JPEG,
      type: 'image/jpeg',
      name: 'C:\\fotos\\rg.jpg',
    });
    assert.equal(res.statusCode, 201, res.body);
    const sent = res.json<{ message: string; dados: Checklist['documents'][number] }>();
    assert.equal(sent.message, 'Documento enviado para análise.');
    assert.equal(sent.dados.category, 'identificacao');
    assert.equal(sent.dados.fileName, 'rg.jpg');
    assert.equal(sent.dados.sizeBytes, JPEG.length);

    const atProvider = await t.ctx.gateway.provider.listSellerDocuments(idSeller);
    assert.deepEqual(
      atProvider.map((d) => [d.documentId, d.category]),
      [[sent.dados.providerDocumentId, 'identificacao']],
    );
    const columns = await t.ctx.database.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'seller_documents' ORDER BY 1`,
    );
    // LGPD: the provider holds the file; we keep what was sent and when, never its content.
    assert.deepEqual(
      columns.map((c) => c.column_name),
      [
        'category',
        'content_type',
        'file_name',
        'id',
        'provider_document_id',
        'provider_status',
        'seller_id',
        'sent_at',
        'size_bytes',
      ],
    );

    const list = await checklist(pending);
    assert.deepEqual(list.missing, ['Conta bancária em seu nome', 'Selfie']);
  });

  it('lets the seller under review add its own bank account, and then only the selfie is missing', async () => {
    const account = await call('POST', '/api/bank-accounts', pending, {
      holder_name: 'Elisa Ramos',
      taxpayer_id: '935.411.347-80',
      bank_code: '341',
      routing_number: '0001',
      account_number: '12345-6',
      type: 'checking',
    });
    assert.equal(account.statusCode, 201, JSON.stringify(account.json()));
    assert.deepEqual((await checklist(pending)).missing, ['Selfie']);
    const selfie = await upload(pending, 'selfie', {
      bytes: PDF,
      type: 'application/pdf',
      name: 'selfie.pdf',
    });
    assert.equal(selfie.statusCode, 201, selfie.body);
    const done = await checklist(pending);
    assert.deepEqual(done.missing, []);
    assert.ok(done.requirements.every((r) => r.done));
  });

  it('refuses files that are not JPG, PNG or PDF, by their bytes, in pt-BR, and sends nothing', async () => {
    const before = (await t.ctx.gateway.provider.listSellerDocuments(idSeller)).length;
    const cases: [string, Awaited<ReturnType<typeof upload>>, number, string][] = [
      [
        'text declared as PNG',
        await upload(pending, 'selfie', {
          bytes: Buffer.from('MZ not an image'),
          type: 'image/png',
          name: 'a.png',
        }),
        415,
        'O conteúdo do arquivo não é JPG, PNG ou PDF. Envie o documento original.',
      ],
      [
        'a JPEG declared as PDF',
        await upload(pending, 'selfie', { bytes: JPEG, type: 'application/pdf', name: 'a.pdf' }),
        415,
        'O conteúdo do arquivo não é JPG, PNG ou PDF. Envie o documento original.',
      ],
      [
        'a GIF',
        await upload(pending, 'selfie', {
          bytes: Buffer.from('GIF89a....'),
          type: 'image/gif',
          name: 'a.gif',
        }),
        415,
        'Envie o documento em JPG, PNG ou PDF.',
      ],
      [
        'over 5 MB',
        await upload(pending, 'selfie', {
          bytes: Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)]),
          type: 'image/jpeg',
          name: 'big.jpg',
        }),
        413,
        'Arquivo muito grande. Máximo 5MB',
      ],
      ['no file', await upload(pending, 'selfie'), 400, 'Selecione o arquivo do documento.'],
      [
        'an unknown category',
        await upload(pending, 'passaporte', { bytes: JPEG, type: 'image/jpeg', name: 'p.jpg' }),
        400,
        'Tipo de documento inválido.',
      ],
      [
        'an empty file',
        await upload(pending, 'selfie', { bytes: Buffer.alloc(0), type: 'image/jpeg', name: 'e.jpg' }),
        400,
        'O arquivo está vazio.',
      ],
    ];
    for (const [name, res, status, message] of cases) {
      assert.equal(res.statusCode, status, `${name}: ${res.body}`);
      assert.equal(res.json<{ message: string }>().message, message, name);
    }
    assert.equal((await t.ctx.gateway.provider.listSellerDocuments(idSeller)).length, before);
  });

  it('lets only the seller upload; its marketplace and the admin read; others see nothing', async () => {
    const jpeg = { bytes: JPEG, type: 'image/jpeg', name: 'rg.jpg' };
    for (const auth of [mp, admin]) {
      const res = await upload(auth, 'identificacao', jpeg);
      assert.equal(res.statusCode, 403, res.body);
      assert.equal(
        res.json<{ message: string }>().message,
        'Somente o próprio vendedor pode enviar os seus documentos.',
      );
    }
    assert.equal((await checklist(mp, `?sellerId=${sellerId}`)).sellerId, sellerId);
    assert.equal((await checklist(admin, `?sellerId=${sellerId}`)).documents.length, 2);
    // Another marketplace and another seller cannot learn the seller exists.
    for (const auth of [mp2, otherSeller]) {
      const res = await call('GET', `/api/seller-onboarding?sellerId=${sellerId}`, auth);
      assert.equal(res.statusCode, 404, JSON.stringify(res.json()));
    }
    // The other seller's own checklist holds none of this seller's documents.
    assert.deepEqual((await checklist(otherSeller)).documents, []);
    const customer = await t.loginAs(DEMO_LOGINS.customer);
    assert.equal(
      (await call('GET', `/api/seller-onboarding?sellerId=${sellerId}`, customer)).statusCode,
      403,
    );
    const anonymous = await call('GET', '/api/seller-onboarding');
    assert.equal(anonymous.statusCode, 401);
  });
});
