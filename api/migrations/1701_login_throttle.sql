-- Issue 42: login throttling counts here, shared by every API instance (it counted in each
-- instance's memory: N instances allowed N times the limit). One row per counter:
--   'ip:<address>'                a fixed window of attempts, ending at expires_at;
--   'pair:<account>\n<address>'   failures of one address on one account;
--   'account:<account>'           failures on one account from every address;
--   'signup:', 'reset-ip:', 'reset-ip-email:', 'reset-email:', 'verify-resend:' + key
--                                 the other request limits' fixed windows (accounts/auth/fixed-window.ts).
-- A failure counter lives a window after its last failure (expires_at = last failure + window).
-- Rows past expires_at count nothing; a sweep deletes them. Written only by accounts (auth/login-limiter.ts, auth/fixed-window.ts).
CREATE TABLE login_throttle (
  key text PRIMARY KEY,
  count integer NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX login_throttle_expires_idx ON login_throttle (expires_at);
