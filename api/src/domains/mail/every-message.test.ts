import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { MAIL_KIND_LABELS } from '@pagora/shared/contracts';
import { testConfig } from '../../test/config';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../test/harness';
import { PGLITE_PASS_ONLY } from '../../test/passes';
import { enqueueMail, MAIL_KINDS, type MailKind, type OutgoingMail } from './index';
import { MARKUP_NAME, SAMPLE_MESSAGES } from './sample-messages';
import { runMailSweep, startTestInbox, type TestInbox } from './testing';

const PUBLIC_URL = 'https://pagamentos.example.com';
const KINDS = Object.keys(MAIL_KINDS) as MailKind[];
const RESET_SECRET = 'S'.repeat(43);

/** A card number as a careless template could print it: 13-19 digits, spaced or not, Luhn-valid. */
function cardNumbersIn(content: string): string[] {
  // Ids first: a UUID whose first groups are all decimal digits reads as a dashed digit run (the
  // seller's id in the unsubscribe link once passed the Luhn check: '665930293462396405').
  const withoutIds = content.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '');
  const runs = withoutIds.match(/\d(?:[ -]?\d){12,18}/g) ?? [];
  return runs
    .map((run) => run.replace(/\D/g, ''))
    .filter((digits) => {
      let sum = 0;
      for (let i = 0; i < digits.length; i += 1) {
        let d = Number(digits[digits.length - 1 - i]);
        if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
        sum += d;
      }
      return sum % 10 === 0;
    });
}

/**
 * Every kind the platform sends, each through the real SMTP server as a mail client receives it:
 * refused once by the server and delivered once after, a replay and a rolled-back cause adding
 * nothing, names as text, the marketplace's colours and logo, links from PUBLIC_URL, no card number,
 * and the unsubscribe link on the one optional message only.
 */
test("every message kind has its name in 'Emails enviados'", () => {
  assert.deepEqual(
    Object.keys(MAIL_KINDS).filter((kind) => !MAIL_KIND_LABELS[kind]),
    [],
    'kinds without a back-office name',
  );
});

// Rendering does not depend on the database: once, in the PGlite pass (test/passes.ts).
describe('every message kind, as its recipient receives it', { skip: PGLITE_PASS_ONLY }, () => {
  let t: TestApp;
  let inbox: TestInbox;
  let admin: { authorization: string };
  let marketplaceId: string;
  let sellerId: string;
  before(async () => {
    inbox = await startTestInbox();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pagora-mail-brand-'));
    const mail = { ...testConfig().mail, smtpUrl: inbox.url, sweepMs: 50, retryBaseMs: 20 };
    t = await createTestApp({ mail, publicUrl: PUBLIC_URL, dataDir });
    t.ctx.uploadsDir = path.join(dataDir, 'uploads');
    admin = await t.loginAs(DEMO_LOGINS.admin);
    marketplaceId = t.demo.marketplaces[0]!.marketplace.id;
    sellerId = t.demo.sellers[0]!.seller.id;
    const form = new FormData();
    form.append('primaryColor', '#a1b2c3');
    form.append('secondaryColor', '#c3b2a1');
    const logo = await sharp({ create: { width: 40, height: 20, channels: 4, background: '#a1b2c3' } })
      .png()
      .toBuffer();
    form.append('logo', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'logo.png');
    const body = new Response(form);
    const branded = await t.app.inject({
      method: 'PUT',
      url: `/api/update-branch/${marketplaceId}`,
      payload: Buffer.from(await body.arrayBuffer()),
      headers: {
        ...(await t.loginAs(DEMO_LOGINS.marketplace)),
        'content-type': body.headers.get('content-type') ?? '',
      },
    });
    assert.equal(branded.statusCode, 200, branded.body);
  });
  after(async () => {
    await t.close();
    await inbox.close();
  });

  const recipientOf = (kind: MailKind) => `${kind.replace(/_/g, '-')}@cliente.test`;
  const outgoing = (kind: MailKind): OutgoingMail<MailKind> => ({
    kind,
    to: recipientOf(kind),
    eventKey: `catalogue:${kind}`,
    data: SAMPLE_MESSAGES[kind],
    marketplaceId,
    sellerId,
    ...(kind === 'password_reset' ? { secret: RESET_SECRET } : {}),
  });
  const received = (kind: MailKind) =>
    inbox.messages.filter((m) => JSON.stringify(m.to).includes(recipientOf(kind)));
  const rowOf = async (kind: MailKind) =>
    (await t.app.inject({ method: 'GET', url: `/api/emails?q=${recipientOf(kind)}`, headers: admin })).json()
      .dados as { status: string; tentativas: number }[];

  for (const kind of KINDS) {
    test(`${kind}: refused once, then delivered once; replay and rollback add nothing`, async () => {
      await assert.rejects(
        t.ctx.db.transaction(async (tx) => {
          await enqueueMail(tx, outgoing(kind));
          throw new Error('the cause rolled back');
        }),
        /rolled back/,
      );
      inbox.refuseNext(1);
      const refusedBefore = inbox.refused;
      assert.equal(await t.ctx.db.transaction((tx) => enqueueMail(tx, outgoing(kind))), true);
      assert.equal(await t.ctx.db.transaction((tx) => enqueueMail(tx, outgoing(kind))), false);
      for (let i = 0; i < 300 && (await rowOf(kind))[0]?.status !== 'enviado'; i += 1)
        await new Promise((r) => setTimeout(r, 50));
      await Promise.all([runMailSweep(t.ctx), runMailSweep(t.ctx)]);
      const rows = await rowOf(kind);
      assert.equal(rows.length, 1);
      assert.equal(rows[0]!.status, 'enviado');
      assert.equal(rows[0]!.tentativas, 2);
      assert.equal(inbox.refused, refusedBefore + 1);
      assert.equal(received(kind).length, 1);

      const [mail] = received(kind);
      const html = String(mail!.html);
      const text = mail!.text ?? '';
      assert.ok(!html.includes(MARKUP_NAME), 'no markup from a name');
      assert.ok(html.includes('&lt;b&gt;x&lt;/b&gt;') && text.includes(MARKUP_NAME), 'the name as text');
      assert.ok(html.includes('#a1b2c3'), "the marketplace's colour");
      const logo = new RegExp(`<img[^>]+src="${PUBLIC_URL}/api/uploads/[^"]+"`);
      assert.ok(logo.test(html), "the marketplace's logo");
      const links = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
      for (const href of links) assert.ok(href.startsWith(`${PUBLIC_URL}/`), `absolute link: ${href}`);
      assert.deepEqual(cardNumbersIn(`${text}\n${html}`), [], 'no card number');
      assert.equal(html.includes(RESET_SECRET), kind === 'password_reset', 'a token only in the reset');
      const unsubscribe = mail!.headerLines.some((h) => h.key === 'list-unsubscribe');
      assert.equal(html.includes('/api/emails/descadastrar?token='), kind === 'new_sale', 'unsubscribe link');
      assert.equal(unsubscribe, kind === 'new_sale', 'List-Unsubscribe only on the new-sale e-mail');
    });
  }
});
