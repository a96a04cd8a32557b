#!/bin/sh
# Starts PocketBase with this repository's migrations and hooks. When PB_SUPERUSER_EMAIL and
# PB_SUPERUSER_PASSWORD are set, the functions' service superuser is created (or its password
# updated) first, so a fresh volume is usable and a rotated password takes effect on restart.
set -eu
DIR=/pb/pb_data
# A deployed server: PocketBase refuses to serve with the public local data keys (pb_hooks/server-secrets.pb.js).
export MI_DEPLOYED=true
if [ -n "${PB_SUPERUSER_EMAIL:-}" ] && [ -n "${PB_SUPERUSER_PASSWORD:-}" ]; then
  # The same --encryptionEnv as serve: pb:configure stores the settings encrypted, and a command
  # without the key cannot read them.
  /pb/pocketbase superuser upsert "$PB_SUPERUSER_EMAIL" "$PB_SUPERUSER_PASSWORD" --dir="$DIR" --encryptionEnv=PB_ENCRYPTION_KEY
fi
# PB_HOOKS_POOL: prewarmed JS VMs. A hooked request holds one while it runs, and one that finds none
# free builds a new VM (about 1 ms of CPU; BENCHMARKS.md). Open realtime pages hold none. Size it to the
# hooked requests in flight at the peak; each costs about 0.35 MB at start.
# PB_QUERY_TIMEOUT: seconds any record query may run (PocketBase's --queryTimeout, default 30).
exec /pb/pocketbase serve \
  --queryTimeout="${PB_QUERY_TIMEOUT:-5}" \
  --hooksPool="${PB_HOOKS_POOL:-100}" \
  --dir="$DIR" \
  --migrationsDir=/pb/pb_migrations \
  --hooksDir=/pb/pb_hooks \
  --automigrate=false \
  --hooksWatch=false \
  --encryptionEnv=PB_ENCRYPTION_KEY \
  --http=0.0.0.0:8090
