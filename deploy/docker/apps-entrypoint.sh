#!/bin/sh
# Entrypoint of the apps image: writes the remote origins for the pages' Content-Security-Policy,
# then runs nginx in the foreground. The API server admits the absolute origins that remotes.json
# names (server/src/lib/remotes.ts); so does this, read once per start: after pointing a remote at
# a new origin, restart these containers (docs/deploy.md "Releasing one remote").
set -eu

remotes="${PORTAL_REMOTES_JSON:-/etc/portal/remotes.json}"
mkdir -p /tmp/nginx

origins=""
# Scheme, host and port only; anything else in the file cannot reach the header.
for origin in $(grep -oE '"https?://[A-Za-z0-9.-]+(:[0-9]+)?' "$remotes" | tr -d '"' | sort -u); do
  origins="$origins $origin"
done
printf 'map $host $portal_remote_origins {\n    default "%s";\n}\n' "$origins" >/tmp/nginx/remote-origins.conf
echo "[apps] remotes from $remotes; CSP origins besides 'self':${origins:- none}"

exec nginx -g 'daemon off;' "$@"
