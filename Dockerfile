# The site's container image: the production server (`npm start`) on the
# production build, run as an unprivileged user. How to run it, alone and with
# compose.yaml: docs/operators.md, "Container image and compose file".
#
#   docker build -t institute-website .
#   docker run -p 3000:3000 -v institute-data:/data institute-website
#
# BASE_IMAGE is any image with Node.js 20.9 or later. BUILD_IMAGE
# is the one the build runs on: it needs npm as well, which the official
# node images carry; an image without npm (Debian's `nodejs` package alone)
# can still be BASE_IMAGE, as the build stage hands over a finished
# node_modules and the server never calls npm.
ARG BASE_IMAGE=node:20-bookworm-slim
ARG BUILD_IMAGE=${BASE_IMAGE}
# The npm that wrote package-lock.json: npm 10 (node:20's) reads its optional peer dependencies differently and
# refuses the lockfile (`npm ci`: "Missing: esbuild… from lock file").
ARG NPM_VERSION=11.19.1

FROM ${BUILD_IMAGE} AS build
ARG NPM_VERSION
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
# Dependencies first, so that a change to the code alone reuses this layer. Behind a proxy that re-signs TLS,
# give its certificate authority as a build secret (`--secret id=npm-ca,src=<file.pem>`); it stays out of the image.
RUN --mount=type=secret,id=npm-ca,required=false \
    if [ -f /run/secrets/npm-ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/npm-ca; fi; \
    npm install --global --no-audit --no-fund npm@${NPM_VERSION}
COPY package.json package-lock.json ./
RUN --mount=type=secret,id=npm-ca,required=false \
    if [ -f /run/secrets/npm-ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/npm-ca; fi; \
    npm ci --no-audit --no-fund
COPY . .
# CI=true: no Turbopack cache written beside the build (next.config.ts); the build needs no database.
RUN CI=true npm run build && rm -rf .next/cache
# The server needs the runtime packages only. npm may reach the registry as it prunes: the same authority.
RUN --mount=type=secret,id=npm-ca,required=false \
    if [ -f /run/secrets/npm-ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/npm-ca; fi; \
    npm prune --omit=dev --no-audit --no-fund

FROM ${BASE_IMAGE}
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    DATA_DIR=/data
# The code and the build belong to root and cannot be changed by the server; it writes only to DATA_DIR (the SQLite
# database, the generated secret, uploaded files) and to Next.js's cache of resized images.
COPY --from=build /app /app
RUN mkdir -p /data /app/.next/cache && chown 10001:10001 /data /app/.next/cache
VOLUME /data
USER 10001:10001
EXPOSE 3000
# Liveness (/ping: the process answers), not readiness (/health): an orchestrator restarts an unhealthy container,
# and a restart mends neither an unreachable database nor a server still migrating. Load balancers poll /health.
# Node.js itself asks, as the slim images have neither curl nor wget.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/ping`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) drains the server: readiness 503 at once, requests under way finished (docs/operators.md).
STOPSIGNAL SIGTERM
CMD ["node", "server.mjs"]
