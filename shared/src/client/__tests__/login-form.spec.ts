/// <reference types="jest" />
import { loginSchema } from '../../schemas/auth';
import { validateWith } from '../form-errors';
import { loginInput, validateLogin, type LoginFields } from '../login-form';

// The login page checks its fields without zod (its first load has a budget); the API parses the
// same body with `loginSchema`. Both must say the same thing about every input.
const CASES: LoginFields[] = [
  { email: '', password: '' },
  { email: '   ', password: 'a' },
  { email: 'ana@', password: 'ab' },
  { email: 'nao-e-email', password: 'abc' },
  { email: 'ana @x.com', password: 'abc' },
  { email: ' Ana@X.com ', password: 'abc' },
  { email: 'seller@pagora.demo', password: 'pagora123' },
  { email: `${'a'.repeat(244)}@pagora.demo`, password: 'abc' },
  { email: `${'a'.repeat(245)}@pagora.demo`, password: 'abc' },
  { email: 'ana@x.com', password: 'x'.repeat(256) },
  { email: 'ana@x.com', password: 'x'.repeat(257) },
  { email: 'ana@x.com', password: '   ' },
];

test.each(CASES)('validateLogin answers as loginSchema for %j', (fields) => {
  expect(validateLogin(fields)).toEqual(validateWith(loginSchema, fields));
});

test.each(CASES.filter((fields) => loginSchema.safeParse(fields).success))(
  'loginInput sends what loginSchema outputs for %j',
  (fields) => {
    expect(loginInput(fields)).toEqual(loginSchema.parse(fields));
  },
);

test('the spec messages', () => {
  expect(validateLogin({ email: '', password: '' })).toEqual({
    email: 'Email é obrigatório',
    password: 'Senha é obrigatória',
  });
  expect(validateLogin({ email: 'ana@', password: 'ab' })).toEqual({
    email: 'Digite um email válido',
    password: 'A senha deve ter pelo menos 3 caracteres',
  });
});
