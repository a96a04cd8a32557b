import type { Dictionary } from '../es'

export const corrections: Dictionary['corrections'] = {
  title: 'Correct my legal data',
  explain: 'Your legal data is locked once saved. If something is wrong, tell us which item and why; a moderator will correct it and we will let you know by e-mail.',
  reason: 'Which item is wrong and what is correct?',
  reasonRule: 'Write between 10 and 1000 characters.',
  send: 'Send request',
  sent: 'We received your request. We will write to you when it is corrected.',
  open: (date: string) => `You have had a correction request open since ${date}. We will write to you when it is resolved.`,
  failed: "We couldn't send your request. Please try again later.",
}
