import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { testConfig } from '../../../test/config';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../../test/harness';
import { startTestInbox, type TestInbox } from '../../mail/testing';

const PUBLIC_URL = 'https://pagamentos.example.com';

/**
 * Issue 41: the logo of an e-mail is read by the recipient's mail client, on another origin than
 * Pagora's (webmail, an image proxy). The message points at it by an absolute address, and the
 * file answers so that any origin may show it.
 */
describe("an e-mail's logo loads in any mail client", () => {
  let t: TestApp;
  let inbox: TestInbox;
  before(async () => {
    inbox = await startTestInbox();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pagora-mail-logo-'));
    const mail = { ...testConfig().mail, smtpUrl: inbox.url, sweepMs: 50 };
    t = await createTestApp({ mail, publicUrl: PUBLIC_URL, dataDir });
    t.ctx.uploadsDir = path.join(dataDir, 'uploads');
  });
  after(async () => {
    await t.close();
    await inbox.close();
  });

  async function uploadLogo(): Promise<void> {
    const form = new FormData();
    form.append('primaryColor', '#a1b2c3');
    form.append('secondaryColor', '#c3b2a1');
    const png = await sharp({ create: { width: 40, height: 20, channels: 4, background: '#a1b2c3' } })
      .png()
      .toBuffer();
    form.append('logo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
    const body = new Response(form);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/update-branch/${t.demo.marketplaces[0]!.marketplace.id}`,
      payload: Buffer.from(await body.arrayBuffer()),
      headers: {
        ...(await t.loginAs(DEMO_LOGINS.marketplace)),
        'content-type': body.headers.get('content-type') ?? '',
      },
    });
    assert.equal(res.statusCode, 200, res.body);
  }

  test('the message names the logo on the public address; the file may be shown by any origin', async () => {
    await uploadLogo();
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/password/forgot',
      payload: { email: DEMO_LOGINS.seller },
    });
    assert.ok(forgot.statusCode < 300, forgot.body);
    const [message] = await inbox.waitFor(1);
    const src = /<img[^>]+src="([^"]+)"/.exec(String(message!.html))?.[1] ?? '';
    assert.match(src, /^https:\/\/pagamentos\.example\.com\/api\/uploads\/[0-9a-f]{32}\.webp$/);

    const served = await t.app.inject({ method: 'GET', url: src.slice(PUBLIC_URL.length) });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['cross-origin-resource-policy'], 'cross-origin');
    assert.equal(served.headers['content-type'], 'image/webp');
    assert.equal(served.headers['x-content-type-options'], 'nosniff');
    assert.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable');
  });
});
