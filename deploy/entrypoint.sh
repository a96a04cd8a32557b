#!/bin/sh
# Starts PocketBase with this repository's migrations and hooks. When PB_SUPERUSER_EMAIL and
# PB_SUPERUSER_PASSWORD are set, the functions' service superuser is created (or its password
# updated) first, so a fresh volume is usable and a rotated password takes effect on restart.
set -eu
# PB_ROOT is the image's /pb (the binary, pb_migrations, pb_hooks, pb_data); the launch rehearsal
# (tests/integration/launch-rehearsal.test.ts) runs this very script on a copy of that layout.
ROOT="${PB_ROOT:-/pb}"
DIR="$ROOT/pb_data"
# A deployed server: PocketBase refuses to serve with the public local data keys (pb_hooks/server-secrets.pb.js).
export MI_DEPLOYED=true
# The settings key is read by every command below: without it PocketBase can only say that the stored
# settings are unreadable, so the entrypoint names it first.
if [ -z "${PB_ENCRYPTION_KEY:-}" ]; then
  echo "Refusing to start: PB_ENCRYPTION_KEY is not set (32 characters; encrypts the stored settings; docs/deploy.md)" >&2
  exit 1
fi
if [ -n "${PB_SUPERUSER_EMAIL:-}" ] && [ -n "${PB_SUPERUSER_PASSWORD:-}" ]; then
  # The same --encryptionEnv as serve: pb:configure stores the settings encrypted, and a command
  # without the key cannot read them.
  "$ROOT/pocketbase" superuser upsert "$PB_SUPERUSER_EMAIL" "$PB_SUPERUSER_PASSWORD" --dir="$DIR" --encryptionEnv=PB_ENCRYPTION_KEY --dev=false
fi
# PB_HOOKS_POOL: prewarmed JS VMs. A hooked request holds one while it runs, and one that finds none
# free builds a new VM (about 1 ms of CPU; BENCHMARKS.md). Open realtime pages hold none. Size it to the
# hooked requests in flight at the peak; each costs about 0.35 MB at start.
# PB_QUERY_TIMEOUT: seconds any record query may run (PocketBase's --queryTimeout, default 30).
# --dev=false: PocketBase would log every SQL statement when its binary lies under the temp dir.
exec "$ROOT/pocketbase" serve \
  --queryTimeout="${PB_QUERY_TIMEOUT:-5}" \
  --hooksPool="${PB_HOOKS_POOL:-100}" \
  --dir="$DIR" \
  --migrationsDir="$ROOT/pb_migrations" \
  --hooksDir="$ROOT/pb_hooks" \
  --automigrate=false \
  --hooksWatch=false \
  --dev=false \
  --encryptionEnv=PB_ENCRYPTION_KEY \
  --http="${PB_HTTP:-0.0.0.0:8090}"
