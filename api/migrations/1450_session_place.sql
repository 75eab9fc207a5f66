-- Issue 39 ('Segurança'): the approximate place of a session's client, as a trusted CDN or load
-- balancer told it in headers when the session opened (accounts/security/place-headers.ts). NULL:
-- nothing told it; the screen then says what the address alone tells ('Rede local' or
-- 'Localização desconhecida').
ALTER TABLE sessions ADD COLUMN place text;
