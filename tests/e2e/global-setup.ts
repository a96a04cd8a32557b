import { startStack } from './support/stack.ts'

export default async function globalSetup() {
  const stack = await startStack()
  return () => stack.stop()
}
