import { serverVersion } from './lib/pocketbase-binary.ts'

// The version the server built from server/ reports (deploy/Dockerfile's MI_SERVER_VERSION).
console.log(serverVersion())
