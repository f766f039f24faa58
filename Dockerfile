# syntax=docker/dockerfile:1
# The portal as one image: the API server, which also serves the built web app.
#   docker build -t portal .
#   docker run -p 3000:3000 --env-file portal.env portal
# See the README's "Production" section and docs/decisions/023-production-deployment.md.

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- build: the whole workspace, dev dependencies included; builds apps/web/dist and apps/server/dist ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV CI=true
# The manifests first, so the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/contract packages/contract
COPY apps/server apps/server
COPY apps/web apps/web
RUN npm run build

# ---- runtime: Node, the server's production dependencies, the two dist folders; nothing else ----
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production
# npm ci needs the root manifest, the lockfile and the manifest of every workspace the lockfile names;
# only @portal/server's production dependencies are installed (dist/main.js bundles our code and the
# contract, and loads every npm package from node_modules at run time: see apps/server/build.mjs).
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
# DATA_DIR (/app/data) holds the embedded database and the local uploads of a single-machine install and
# belongs to the user the server runs as; deployments with DATABASE_URL and S3_BUCKET never write to it.
RUN npm ci --omit=dev --workspace @portal/server --include-workspace-root=false --no-audit --no-fund \
  && npm cache clean --force \
  && mkdir -p /app/data \
  && chown node:node /app/data
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
ENV WEB_DIST_DIR=/app/apps/web/dist \
  DATA_DIR=/app/data \
  HOST=0.0.0.0 \
  PORT=3000
USER node
EXPOSE 3000
# GET /api/health/ answers 200 only when the database answers (503 otherwise). Slim images have no curl,
# so Node's fetch asks it.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node is PID 1 and handles SIGTERM itself (main.ts drains requests, closes the database, exits 0).
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
