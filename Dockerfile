# syntax=docker/dockerfile:1
# The production image: the API with the prerendered web app it serves, on port 8080.
#   docker build --build-arg SITE_ORIGIN=https://ankvidya.in -t ankvidya .
#   docker run -p 8080:8080 -v ankvidya-data:/data --env-file ankvidya.env ankvidya  # SQLite in /data
# Production needs a payment provider's keys (or PAYMENTS=demo to try it): see the README.
# On Cloud Run (several instances, no durable disk) run it with STORE=firestore: docs/deploy.md.

ARG NODE_IMAGE=node:22-slim

# ---- build: install with the lockfile, build the API and the web app, cut out the API's runtime
FROM ${NODE_IMAGE} AS build
# better-sqlite3 downloads a prebuilt binary; the compiler is the fallback when none fits.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
RUN npm install -g pnpm@10.34.8
ENV CI=true TURBO_TELEMETRY_DISABLED=1
WORKDIR /repo

# Manifests first, so the install layer is reused until a dependency changes.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/e2e/package.json apps/e2e/
COPY packages/content/package.json packages/content/
COPY packages/numerology-core/package.json packages/numerology-core/
COPY packages/schemas/package.json packages/schemas/
# Only what the API and the web app need (and their workspace packages); no browser tests.
RUN pnpm install --frozen-lockfile --filter "@ankvidya/api..." --filter "@ankvidya/web..."

COPY . .
# The public address is written into the prerendered pages (canonical links, sitemap, previews).
ARG SITE_ORIGIN=http://localhost:8080
RUN SITE_ORIGIN="$SITE_ORIGIN" pnpm --filter "@ankvidya/api..." --filter "@ankvidya/web..." run build
# The API with production dependencies only, workspace packages copied in (built dist), by the
# lockfile's versions. The API finds its fonts in these node_modules.
RUN pnpm --filter @ankvidya/api --config.inject-workspace-packages=true deploy --prod /out/api

# ---- runtime: node, the built API, its production node_modules and the web app's dist
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
  PORT=8080 \
  HOST=0.0.0.0 \
  WEB_DIST=/app/web \
  DATA_DIR=/data
WORKDIR /app/api
# Owned by root and read-only to the server; only DATA_DIR is its to write.
COPY --from=build /out/api/package.json ./package.json
COPY --from=build /out/api/node_modules ./node_modules
COPY --from=build /out/api/dist ./dist
COPY --from=build /repo/apps/web/dist /app/web
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
# The node image's unprivileged user (uid 1000).
USER node
EXPOSE 8080
# Readiness, not mere liveness: healthy when the report threads are warm and the database answers
# and has not been found damaged, so a server whose signed-in routes fail is reported unhealthy.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself is PID 1: the server handles SIGTERM and finishes requests in flight.
CMD ["node", "dist/server.js"]
