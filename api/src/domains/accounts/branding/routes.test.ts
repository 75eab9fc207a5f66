import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../../test/harness';

const drawn = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: '#0f766e' } });
const PNG = await drawn(40, 20).png().toBuffer();

/** A PNG chunk: length, type, data, CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG that is also an HTML page: script in a text chunk and after the image's end. */
const PAYLOAD = '<html><script>alert(document.domain)</script></html>';
const POLYGLOT = Buffer.concat([
  PNG.subarray(0, PNG.length - 12),
  pngChunk('tEXt', Buffer.from(`Comment\0${PAYLOAD}`, 'latin1')),
  PNG.subarray(PNG.length - 12),
  Buffer.from(PAYLOAD),
]);

async function multipart(
  fields: Record<string, string>,
  files: Record<string, { bytes: Buffer; type: string; name: string }> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, f] of Object.entries(files)) form.append(k, new Blob([f.bytes], { type: f.type }), f.name);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? '',
  };
}

describe('PUT /api/update-branch/:cliente_id', () => {
  let t: TestApp;
  let dataDir: string;
  before(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'pagora-brand-'));
    t = await createTestApp({ dataDir });
    t.ctx.uploadsDir = path.join(dataDir, 'uploads');
  });
  after(() => t.close());

  const marketplaceId = () => t.demo.marketplaces[0]?.marketplace.id ?? '';
  const send = async (
    id: string,
    auth: Record<string, string>,
    fields: Record<string, string>,
    files = {},
  ) => {
    const { payload, contentType } = await multipart(fields, files);
    return t.app.inject({
      method: 'PUT',
      url: `/api/update-branch/${id}`,
      payload,
      headers: { ...auth, 'content-type': contentType },
    });
  };
  // The logos stored, where every instance reads them (nothing on this instance's disk).
  const uploads = async () =>
    (await t.ctx.database.query<{ name: string }>('SELECT name FROM brand_images ORDER BY name')).map(
      (r) => r.name,
    );
  const stored = async (url: string) =>
    Buffer.from(
      (
        await t.ctx.database.query<{ bytes: Uint8Array }>('SELECT bytes FROM brand_images WHERE name = $1', [
          path.basename(url),
        ])
      )[0]?.bytes ?? [],
    );
  const colors = { primaryColor: '#112233', secondaryColor: '#445566' };

  test('a multipart body cut short is a pt-BR 400, not a 500, and changes nothing', async () => {
    const auth = await t.loginAs('marketplace@pagora.demo');
    const { payload, contentType } = await multipart(colors, {
      logo: { bytes: PNG, type: 'image/png', name: 'logo.png' },
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/update-branch/${marketplaceId()}`,
      payload: payload.subarray(0, payload.length - 60),
      headers: { ...auth, 'content-type': contentType },
    });
    assert.equal(res.statusCode, 400, res.body);
    assert.equal(
      res.json().message,
      'O envio chegou incompleto ou corrompido. Envie o formulário novamente.',
    );
    assert.deepEqual(await uploads(), []);
  });

  test('the marketplace saves colours and a logo, served back and sent with the next login', async () => {
    const auth = await t.loginAs('marketplace@pagora.demo');
    const sellerSession = await t.loginAs('seller@pagora.demo');
    const meSettings = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: sellerSession })).json().settings;
    const before = await meSettings();
    const res = await send(marketplaceId(), auth, colors, {
      logo: { bytes: PNG, type: 'image/png', name: 'logo.png' },
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().message, 'Configurações de marca atualizadas com sucesso!');
    const logo: string = res.json().data.logo;
    assert.match(logo, /^\/api\/uploads\/[0-9a-f]{32}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: logo });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/webp');
    assert.deepEqual(
      await sharp(served.rawPayload)
        .metadata()
        .then((m) => [m.format, m.width, m.height]),
      ['webp', 40, 20],
    );
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'seller@pagora.demo', password: 'pagora123' },
    });
    assert.deepEqual(login.json().settings, { ...colors, logo, logoMini: null });
    // A session that read /me before the change reads the new brand on its next /me.
    assert.notDeepEqual(before, { ...colors, logo, logoMini: null });
    assert.deepEqual(await meSettings(), { ...colors, logo, logoMini: null });
  });

  test('a logo is kept where every instance reads it, named by its owner and bytes', async () => {
    const auth = await t.loginAs('marketplace@pagora.demo');
    const upload = async (who: Record<string, string>, id: string) =>
      (await send(id, who, colors, { logo: { bytes: PNG, type: 'image/png', name: 'logo.png' } })).json().data
        .logo as string;
    const logo = await upload(auth, marketplaceId());
    const name = path.basename(logo);
    const [row] = await t.ctx.database.query<{ content_type: string; size_bytes: number; sha256: string }>(
      'SELECT content_type, size_bytes, sha256 FROM brand_images WHERE name = $1',
      [name],
    );
    const bytes = await stored(logo);
    assert.deepEqual(row, {
      content_type: 'image/webp',
      size_bytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    assert.deepEqual(await readdir(t.ctx.uploadsDir).catch(() => []), [], 'nothing on this instance’s disk');
    // The same bytes again: the same address (cached for a year, honestly).
    assert.equal(await upload(auth, marketplaceId()), logo);
    // Another marketplace's copy has its own name: removing one never removes the other's.
    const other = t.demo.marketplaces[1]?.marketplace.id ?? '';
    const otherLogo = await upload(await t.loginAs('marketplace2@pagora.demo'), other);
    assert.notEqual(otherLogo, logo);
    assert.deepEqual(await stored(otherLogo), bytes);
  });

  test('a polyglot is stored as its pixels only, re-encoded, without metadata, capped in size', async () => {
    const auth = await t.loginAs('marketplace@pagora.demo');
    assert.ok((await sharp(POLYGLOT).metadata()).format === 'png', 'the polyglot decodes as a PNG');
    const withExif = await drawn(3000, 600)
      .jpeg()
      .withExif({ IFD0: { ImageDescription: PAYLOAD } })
      .toBuffer();
    assert.ok(withExif.includes(PAYLOAD), 'the JPEG carries the payload in its EXIF');
    const res = await send(marketplaceId(), auth, colors, {
      logo: { bytes: POLYGLOT, type: 'image/png', name: 'logo.png' },
      logoMini: { bytes: withExif, type: 'image/jpeg', name: 'mini.jpg' },
    });
    assert.equal(res.statusCode, 200);
    for (const url of [res.json().data.logo as string, res.json().data.logoMini as string]) {
      const bytes = await stored(url);
      assert.equal(bytes.includes('script'), false, `${url} holds no trace of the payload`);
      const meta = await sharp(bytes).metadata();
      assert.equal(meta.format, 'webp');
      assert.equal(meta.exif, undefined);
      assert.ok(Math.max(meta.width, meta.height) <= 1024);
    }
    assert.deepEqual(
      await sharp(await stored(res.json().data.logoMini))
        .metadata()
        .then((m) => [m.width, m.height]),
      [1024, 205],
    );
  });

  test('a logo is served inert: no script, sandboxed, inline, never sniffed', async () => {
    const auth = await t.loginAs('marketplace@pagora.demo');
    const res = await send(marketplaceId(), auth, colors, {
      logo: { bytes: PNG, type: 'image/png', name: 'logo.png' },
    });
    const served = await t.app.inject({ method: 'GET', url: res.json().data.logo });
    assert.equal(served.statusCode, 200);
    const policy = String(served.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean);
    assert.deepEqual(policy.sort(), ["default-src 'none'", 'sandbox']);
    assert.equal(served.headers['content-disposition'], 'inline');
    assert.equal(served.headers['x-content-type-options'], 'nosniff');
  });

  test('a non-image, an SVG and a file over 5 MB are refused and nothing is stored', async () => {
    const auth = await t.loginAs('marketplace@pagora.demo');
    const before = await uploads();
    const text = await send(marketplaceId(), auth, colors, {
      logo: { bytes: Buffer.from('hello'), type: 'image/png', name: 'x.png' },
    });
    assert.equal(text.statusCode, 415);
    assert.equal(text.json().message, 'Por favor, selecione apenas arquivos de imagem');
    // A PNG signature on bytes that do not decode is no image either.
    const broken = await send(marketplaceId(), auth, colors, {
      logo: {
        bytes: Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(64, 1)]),
        type: 'image/png',
        name: 'x.png',
      },
    });
    assert.equal(broken.statusCode, 415);
    assert.equal(broken.json().field, 'logo');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const svgRes = await send(marketplaceId(), auth, colors, {
      logoMini: { bytes: svg, type: 'image/svg+xml', name: 'x.svg' },
    });
    assert.equal(svgRes.statusCode, 415);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const bigRes = await send(
      marketplaceId(),
      auth,
      { ...colors, primaryColor: '#000000' },
      { logo: { bytes: big, type: 'image/png', name: 'big.png' } },
    );
    assert.equal(bigRes.statusCode, 413);
    assert.equal(bigRes.json().message, 'Arquivo muito grande. Máximo 5MB');
    assert.deepEqual(await uploads(), before);
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'marketplace@pagora.demo', password: 'pagora123' },
    });
    assert.equal(me.json().settings.primaryColor, '#112233');
  });

  test('another marketplace, a seller and a bad colour are refused', async () => {
    const other = await t.loginAs('marketplace2@pagora.demo');
    assert.equal((await send(marketplaceId(), other, colors)).statusCode, 404);
    const seller = await t.loginAs('seller@pagora.demo');
    assert.equal((await send(marketplaceId(), seller, colors)).statusCode, 403);
    const own = await t.loginAs('marketplace@pagora.demo');
    const bad = await send(marketplaceId(), own, { ...colors, primaryColor: 'red' });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().message, 'Cor inválida. Use o formato #RRGGBB.');
    const json = await t.app.inject({
      method: 'PUT',
      url: `/api/update-branch/${marketplaceId()}`,
      payload: colors,
      headers: own,
    });
    assert.equal(json.statusCode, 415);
  });

  test('removing the logos clears them and deletes the files, another marketplace’s stay', async () => {
    const auth = await t.loginAs('marketplace@pagora.demo');
    const settingsOf = async (email: string) =>
      (
        await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'pagora123' } })
      ).json().settings as { logo: string | null; logoMini: string | null };
    const mine = await settingsOf('marketplace@pagora.demo');
    const theirs = await settingsOf('marketplace2@pagora.demo');
    assert.ok(mine.logo && mine.logoMini && theirs.logo, 'both marketplaces have logos');
    const res = await send(marketplaceId(), auth, { ...colors, removeLogo: 'true', removeLogoMini: 'true' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().data.logo, null);
    assert.equal(res.json().data.logoMini, null);
    assert.deepEqual(await uploads(), [path.basename(theirs.logo)]);
    assert.equal((await t.app.inject({ method: 'GET', url: mine.logo })).statusCode, 404);
  });
});
