import { describe, expect, it } from 'vitest'
import { looksLikeOrderId, selectionFor } from '@/features/moderation/issued-search'

describe('/adminremove search: order ids of every edition', () => {
  it('digits, or any edition’s prefix with digits, search order ids; other text searches people', () => {
    for (const text of ['42', 'Paw25a000000000000000042', 'paw26b17', 'PAW30A1']) expect(looksLikeOrderId(text), text).toBe(true)
    for (const text of ['ana@example.com', 'Paw25', 'Paw2025a1', 'Ana 42']) expect(looksLikeOrderId(text), text).toBe(false)
    expect(selectionFor('Paw26a7', [])).toEqual({ kind: 'orderId', text: 'Paw26a7' })
  })
})
