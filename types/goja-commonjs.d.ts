// What PocketBase's JS VM (goja) gives every hook and migration besides types/pocketbase-jsvm.d.ts:
// CommonJS require/module (github.com/dop251/goja_nodejs/require) and console.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a hook module's exports are untyped JS
declare function require(path: string): any
declare const module: { exports: unknown }
declare const console: {
  log(...values: unknown[]): void
  info(...values: unknown[]): void
  warn(...values: unknown[]): void
  error(...values: unknown[]): void
  debug(...values: unknown[]): void
}
