# syntax=docker/dockerfile:1
# The deployable API image: the compiled API (api/dist/server.js, plain node), its SQL migrations,
# its production dependencies and the built web apps it can serve. See docs/deploy.md.
# Node 24 (the active LTS; CI runs the API and shared tests on it, README "Runtime").
#   docker build -t pagora .
#   docker run -p 3000:3000 -e DATABASE_URL=... -e TOKEN_SECRET=... pagora

# ---- build: every dependency, then `npm run build` (web apps + API) ----
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 CI=true
# Manifests first, so the install layer is reused until a dependency changes.
COPY package.json package-lock.json .npmrc ./
COPY shared/package.json shared/
COPY api/package.json api/
COPY webpack/package.json webpack/
COPY shell/package.json shell/
COPY remote-backoffice/package.json remote-backoffice/
COPY remote-admin/package.json remote-admin/
COPY remote-billing/package.json remote-billing/
COPY remote-checkout/package.json remote-checkout/
COPY e2e/package.json e2e/
# `npm install` (not `npm ci`) installs what package-lock.json pins: `npm ci` refuses a lockfile whose
# optional platform builds this registry mirror lacks (see .ci/run).
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

# ---- runtime: production dependencies of the API only, no sources, no toolchain ----
FROM node:24-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NODE_OPTIONS=--enable-source-maps \
    PORT=3000 \
    DATA_DIR=/app/data
COPY package.json package-lock.json .npmrc ./
COPY shared/package.json shared/
COPY api/package.json api/
COPY webpack/package.json webpack/
COPY shell/package.json shell/
COPY remote-backoffice/package.json remote-backoffice/
COPY remote-admin/package.json remote-admin/
COPY remote-billing/package.json remote-billing/
COPY remote-checkout/package.json remote-checkout/
COPY e2e/package.json e2e/
# Only @pagora/api's `dependencies` (and @pagora/shared's, which it links): not webpack, React or
# Playwright. @pagora/shared's code is inside the bundle.
RUN npm install --omit=dev --workspace=@pagora/api --no-audit --no-fund \
 && npm cache clean --force
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/api/migrations api/migrations
COPY --from=build /app/shell/dist shell/dist
COPY --from=build /app/remote-backoffice/dist remote-backoffice/dist
COPY --from=build /app/remote-admin/dist remote-admin/dist
COPY --from=build /app/remote-billing/dist remote-billing/dist
COPY --from=build /app/remote-checkout/dist remote-checkout/dist
# The checkout's server build: the API renders the payer's first screen with it (React inside).
COPY --from=build /app/remote-checkout/dist-server remote-checkout/dist-server
# The image's `node` user (uid 1000) runs the API; only DATA_DIR (uploads; PGlite in a demo) is
# writable.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.status === 200 ? 0 : 1), () => process.exit(1))"
CMD ["node", "api/dist/server.js"]
