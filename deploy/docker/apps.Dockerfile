# syntax=docker/dockerfile:1.7
# The apps: one nginx serving the shell at / and every remote's build at /remotes/<mf-name>/,
# with the API server's caching rules and headers (nginx.conf beside this file), the build's
# precompressed .br/.gz files, and /remotes.json from /etc/portal/remotes.json, which a volume or
# a ConfigMap replaces. Built by the same `npm run build` as the server image. From the
# repository root (docs/deploy.md):
#
#   docker build -f deploy/docker/apps.Dockerfile -t portal-apps:1.0.0 .
#
# BuildKit reads apps.Dockerfile.dockerignore beside this file for the build context.

ARG NODE_IMAGE=node:20.20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV CI=true \
    PNPM_HOME=/pnpm \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false
COPY . .
RUN --mount=type=cache,id=portal-pnpm-store,target=/pnpm/store \
    npm run build

# Debian's nginx, for its brotli_static module (libnginx-mod-http-brotli-static).
FROM debian:bookworm-slim AS runtime
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static curl \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled /etc/nginx/conf.d
COPY deploy/docker/nginx.conf /etc/nginx/nginx.conf
COPY --chmod=755 deploy/docker/apps-entrypoint.sh /usr/local/bin/portal-apps-entrypoint
COPY deploy/remotes.local.json /etc/portal/remotes.json
COPY --from=build /app/shell/dist /srv/portal/shell
COPY --from=build /app/mf-portal/dist /srv/portal/remotes/mf-portal
COPY --from=build /app/mf-workbench/dist /srv/portal/remotes/mf-workbench
COPY --from=build /app/mf-trade/dist /srv/portal/remotes/mf-trade
COPY --from=build /app/mf-chat/dist /srv/portal/remotes/mf-chat
COPY --from=build /app/mf-member/dist /srv/portal/remotes/mf-member
# Build stamps are not for the public (nginx also refuses dot files).
RUN find /srv/portal -name '.build-stamp' -delete
# Debian's www-data, by number for Kubernetes' runAsNonRoot; it writes only under /tmp.
USER 33:33
EXPOSE 8080
# nginx's graceful stop: requests in flight finish.
STOPSIGNAL SIGQUIT
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD ["curl", "-fsS", "-o", "/dev/null", "http://127.0.0.1:8080/healthz"]
ENTRYPOINT ["/usr/local/bin/portal-apps-entrypoint"]
