#!/bin/sh
# Starts PocketBase with this repository's migrations and hooks. When PB_SUPERUSER_EMAIL and
# PB_SUPERUSER_PASSWORD are set, the functions' service superuser is created (or its password
# updated) first, so a fresh volume is usable and a rotated password takes effect on restart.
set -eu
DIR=/pb/pb_data
if [ -n "${PB_SUPERUSER_EMAIL:-}" ] && [ -n "${PB_SUPERUSER_PASSWORD:-}" ]; then
  /pb/pocketbase superuser upsert "$PB_SUPERUSER_EMAIL" "$PB_SUPERUSER_PASSWORD" --dir="$DIR"
fi
# PB_HOOKS_POOL: prewarmed JS VMs. Every open realtime page holds one for its whole life (the global
# query guard in pb_hooks wraps the connection) and a request that finds none free builds a new one
# (slow, see BENCHMARKS.md (e)). Size it to the realtime pages expected at peak plus ~300; each costs
# about 0.35 MB at start and ~1 MB once in use.
exec /pb/pocketbase serve \
  --hooksPool="${PB_HOOKS_POOL:-1000}" \
  --dir="$DIR" \
  --migrationsDir=/pb/pb_migrations \
  --hooksDir=/pb/pb_hooks \
  --automigrate=false \
  --hooksWatch=false \
  --encryptionEnv=PB_ENCRYPTION_KEY \
  --http=0.0.0.0:8090
