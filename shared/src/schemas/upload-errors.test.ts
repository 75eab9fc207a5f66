import { test } from 'node:test';
import assert from 'node:assert/strict';
import { z } from 'zod';
import { fieldErrors, firstIssue } from './errors';
import { LOGO_MAX_BYTES, isAllowedImageMime, logoFileError, logoFileSchema } from './upload';

test('logo upload: images only, at most 5 MB', () => {
  assert.equal(LOGO_MAX_BYTES, 5_242_880);
  assert.ok(isAllowedImageMime('image/png'));
  assert.ok(isAllowedImageMime('IMAGE/JPEG'));
  assert.ok(!isAllowedImageMime('image/svg+xml'));
  assert.ok(!isAllowedImageMime('application/pdf'));
  assert.equal(logoFileError({ type: 'image/png', size: LOGO_MAX_BYTES }), null);
  assert.equal(
    logoFileError({ type: 'image/png', size: LOGO_MAX_BYTES + 1 }),
    'Arquivo muito grande. Máximo 5MB',
  );
  assert.equal(
    logoFileError({ type: 'text/plain', size: 10 }),
    'Por favor, selecione apenas arquivos de imagem',
  );
  const result = logoFileSchema.safeParse({ type: 'application/pdf', size: 10 });
  assert.deepEqual(fieldErrors(result), { type: 'Por favor, selecione apenas arquivos de imagem' });
  assert.deepEqual(fieldErrors(logoFileSchema.safeParse({ type: 'image/webp', size: 6e6 })), {
    size: 'Arquivo muito grande. Máximo 5MB',
  });
});

const schema = z.object({
  name: z.string().min(2, { error: 'curto' }).max(3, { error: 'longo' }),
  items: z.array(z.object({ id: z.string({ error: 'id obrigatório' }) })),
});

test('fieldErrors keeps the first message per dotted path', () => {
  assert.deepEqual(fieldErrors(schema.safeParse({ name: 'a', items: [{ id: 'x' }, {}] })), {
    name: 'curto',
    'items.1.id': 'id obrigatório',
  });
  assert.deepEqual(fieldErrors(schema.safeParse({ name: 'abc', items: [] })), {});
  const root = z.string({ error: 'texto' }).safeParse(1);
  assert.deepEqual(fieldErrors(root), { '': 'texto' });
});

test('firstIssue names the field for the API answer', () => {
  const result = schema.safeParse({ name: 'a', items: [{}] });
  assert.ok(!result.success);
  assert.deepEqual(firstIssue(result.error), { field: 'name', message: 'curto' });
});
