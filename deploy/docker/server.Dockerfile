# syntax=docker/dockerfile:1.7
# The API server: `npm run build` (every app and the server bundle), then `npm run serve` as a
# non-root user, with only the server's production dependencies. The image also holds the apps'
# builds: `npm run serve` refuses to start without them, and the server can serve them itself
# (STATIC_ROOT) where no apps image runs. Migrations: `node server/dist/migrate.js` (compose's
# `migrate` service, the Kubernetes Job). Build from the repository root (docs/deploy.md):
#
#   docker build -f deploy/docker/server.Dockerfile -t portal-server:1.0.0 .
#
# BuildKit reads server.Dockerfile.dockerignore beside this file for the build context.

ARG NODE_IMAGE=node:20.20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV CI=true \
    PNPM_HOME=/pnpm \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false
COPY . .
# The same command as on a developer's machine: installs the pinned pnpm into .tools/, the
# workspace from the frozen lock file, builds what changed. Then the runtime's node_modules: the
# server's production dependencies alone, from the store the first install filled.
RUN --mount=type=cache,id=portal-pnpm-store,target=/pnpm/store \
    npm run build \
 && rm -rf node_modules */node_modules shared/*/node_modules \
 && node scripts/pnpm.mjs install --prod --frozen-lockfile --offline --filter 'server...'

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_LOGS_MAX=0
# Owned by root and read-only to the server; it writes nothing here (PostgreSQL, Redis and the
# object store hold the state), except .data/ when run without DATABASE_URL or FILE_STORAGE=s3.
COPY --from=build /app/package.json ./
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/server/package.json ./server/
COPY --from=build /app/server/node_modules ./server/node_modules
COPY --from=build /app/server/dist ./server/dist
COPY --from=build /app/server/data ./server/data
COPY --from=build /app/deploy/remotes.local.json ./deploy/
COPY --from=build /app/shell/dist ./shell/dist
COPY --from=build /app/mf-portal/dist ./mf-portal/dist
COPY --from=build /app/mf-workbench/dist ./mf-workbench/dist
COPY --from=build /app/mf-trade/dist ./mf-trade/dist
COPY --from=build /app/mf-chat/dist ./mf-chat/dist
COPY --from=build /app/mf-member/dist ./mf-member/dist
RUN mkdir -p /app/.data && chown 1000:1000 /app/.data
# The image's `node` user, by number so that Kubernetes' runAsNonRoot can check it.
USER 1000:1000
EXPOSE 8080
# Liveness: the process answers (readiness, /readyz, is the balancer's and Kubernetes' business).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM reaches the server through npm and scripts/serve.mjs; it drains within
# SHUTDOWN_TIMEOUT_SECONDS and exits 143.
CMD ["npm", "run", "serve"]
