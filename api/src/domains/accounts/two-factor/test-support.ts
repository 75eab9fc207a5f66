// Test support for the two-step sign-in tests (not a test file): the real API with these routes,
// codes computed as an authenticator app does, and a software passkey (WebAuthn 'none' attestation).
import assert from 'node:assert/strict';
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import { createContext } from '../../../app-context';
import { buildApp } from '../../../app';
import type { Config } from '../../../config';
import { migrate } from '../../../platform/db/migrate';
import { loggerOptions } from '../../../platform/logging';
import { testConfig } from '../../../test/config';
import { loginOn, openTestDatabase, type TestApp } from '../../../test/harness';
import { seedDemoAccounts } from '../../demo';
import { twoFactorRoutes } from './routes';

/** A test app whose API serves /api/seguranca/duas-etapas (added here until app.ts registers it). */
export async function createTwoFactorTestApp(
  overrides: Partial<Config> = {},
  logStream?: { write(line: string): void },
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  await migrate(database);
  const loginLimits = { perIp: 100_000, perAccount: 100_000, windowSeconds: 60 };
  const ctx = createContext(testConfig({ webRoot: '/nonexistent', loginLimits, ...overrides }), database);
  const demo = await seedDemoAccounts(ctx);
  const app = await buildApp(ctx, logStream ? loggerOptions('trace', 'json', logStream) : {});
  await addTwoFactorRoutes(app);
  await app.ready();
  const close = async () => {
    await app.close();
    await drop();
  };
  return { app, ctx, demo, baseUrl: '', loginAs: loginOn(app), close };
}

export async function addTwoFactorRoutes(app: FastifyInstance): Promise<void> {
  if (app.apiRoutes.some((r) => r.url === '/api/seguranca/duas-etapas')) return;
  await app.register(twoFactorRoutes, { prefix: '/api' });
}

/** The code an authenticator app shows `steps` periods from now (1: the next one). */
export const codeFor = (secret: string, steps = 0): string =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/** Turns the app on for the session's person; answers its secret and recovery codes. */
export async function enableTotp(
  app: FastifyInstance,
  headers: { authorization: string },
  password = 'pagora123',
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const start = await app.inject({ method: 'POST', url: '/api/seguranca/duas-etapas/totp', headers });
  assert.equal(start.statusCode, 200, start.body);
  const { secret } = start.json<{ secret: string }>();
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/seguranca/duas-etapas/totp/confirmar',
    headers,
    payload: { password, code: codeFor(secret) },
  });
  assert.equal(confirm.statusCode, 200, confirm.body);
  return { secret, recoveryCodes: confirm.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

type Json = Record<string, unknown>;

/**
 * A passkey in software, as a platform authenticator would answer a browser: ES256, no
 * attestation, user present and verified, its counter moving on with each assertion.
 */
export class SoftPasskey {
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  readonly id = isoBase64URL.fromBuffer(randomBytes(16));
  private counter = 0;

  constructor(private readonly origin: string) {}

  register(options: Json): Json {
    const clientDataJSON = this.clientData('webauthn.create', String(options.challenge));
    const rp = options.rp as { id: string };
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x ?? '')],
      [-3, isoBase64URL.toBuffer(jwk.y ?? '')],
    ]);
    const credId = isoBase64URL.toBuffer(this.id);
    const authData = Buffer.concat([
      this.rpHash(rp.id),
      Buffer.from([0x45]),
      this.counterBytes(),
      Buffer.alloc(16),
      Buffer.from([credId.length >> 8, credId.length & 0xff]),
      Buffer.from(credId),
      Buffer.from(isoCBOR.encode(cose)),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, never> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, never>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
        attestationObject: isoBase64URL.fromBuffer(attestationObject),
        transports: ['internal'],
      },
    };
  }

  assert(options: Json): Json {
    this.counter += 1;
    const clientDataJSON = this.clientData('webauthn.get', String(options.challenge));
    const authData = Buffer.concat([
      this.rpHash(String(options.rpId)),
      Buffer.from([0x05]),
      this.counterBytes(),
    ]);
    const signed = Buffer.concat([authData, createHash('sha256').update(clientDataJSON).digest()]);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
        authenticatorData: isoBase64URL.fromBuffer(new Uint8Array(authData)),
        signature: isoBase64URL.fromBuffer(new Uint8Array(sign('sha256', signed, this.privateKey))),
      },
    };
  }

  private get privateKey(): KeyObject {
    return this.keys.privateKey;
  }

  private clientData(type: string, challenge: string): Uint8Array<ArrayBuffer> {
    return new Uint8Array(Buffer.from(JSON.stringify({ type, challenge, origin: this.origin })));
  }

  private rpHash(rpId: string): Buffer {
    return createHash('sha256').update(rpId).digest();
  }

  private counterBytes(): Buffer {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(this.counter);
    return b;
  }
}
