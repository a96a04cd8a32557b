/**
 * The data keys of local and test PocketBase servers (scripts/lib/pocketbase-server.ts), public on
 * purpose. A deployed PocketBase refuses to start with either (pb_hooks/lib/server-secrets.js).
 */
export const LOCAL_DOCUMENT_HASH_KEY = 'local-only-document-hash-key'
export const LOCAL_HEALTH_KEY = 'local-only-health-key-32-chars!!'
