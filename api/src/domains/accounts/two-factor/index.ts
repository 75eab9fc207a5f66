// Two-step sign-in (issue 39): TOTP with recovery codes and passkeys, per person. The login's
// second step lives in accounts/auth (routes.ts) and calls these.
export { twoFactorRoutes } from './routes';
export { secondStepAnswer, loginSecondStep } from './login-step';
export { loginPasskeyOptions, loginWithPasskey, webauthnPlaceOf } from './login-passkey';
