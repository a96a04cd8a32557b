import type { ChildProcess } from 'node:child_process'

/**
 * Sends a command to a child process over IPC and resolves with its reply. The children answer each
 * command once, in the order received, so several asks may be pending; a child that exits rejects them.
 */
export function ipcAsk<C extends object>(child: ChildProcess): <T>(command: C) => Promise<T> {
  const waiting: { resolve: (message: unknown) => void; reject: (err: Error) => void }[] = []
  child.on('message', (message) => waiting.shift()?.resolve(message))
  child.once('exit', () => {
    for (const w of waiting.splice(0)) w.reject(new Error('the load generator exited'))
  })
  return <T>(command: C) =>
    new Promise<T>((resolve, reject) => {
      waiting.push({ resolve: (message) => resolve(message as T), reject })
      child.send(command)
    })
}
