import { describe, expect, it } from 'vitest'
import { displayName, isUnsetUsername, isValidUsername, normalizeIdentity, pickUnsetUsername } from '@/domain/account'
import { imageSize, isSquare } from '@/domain/image-size'
import { birthdayFromApi } from '@/domain/profile-rules'
import { ticketDisplay } from '@/features/profile/ticket-display'
import type { BadgeFacts } from '@/domain/held-ticket'
import type { IssuedTicketRecord, TicketTypeRecord } from '@/types/pocketbase'

describe('account rules', () => {
  it('treats "users" + digits as no username and shows the e-mail instead', () => {
    expect(isUnsetUsername('users12345678')).toBe(true)
    expect(isUnsetUsername('')).toBe(true)
    expect(isUnsetUsername('users_fan')).toBe(false)
    expect(displayName({ username: 'users00000001', email: 'a@b.cl' })).toBe('a@b.cl')
    expect(displayName({ username: 'foxy', email: 'a@b.cl' })).toBe('foxy')
  })
  it('a new account\'s placeholder username is "users" + 12 digits, skipping ones already taken', () => {
    const draws = ['000000000001', '000000000002', '000000000003']
    const taken = new Set(['users000000000001', 'users000000000002'])
    const picked = pickUnsetUsername((count) => (draws.shift() ?? '').padStart(count, '9'), (name) => taken.has(name))
    expect(picked).toBe('users000000000003')
    expect(isUnsetUsername(picked)).toBe(true)
    expect(isValidUsername(picked ?? '')).toBe(true)
  })
  it('gives no placeholder username when every try is taken, rather than a taken one', () => {
    expect(pickUnsetUsername((count) => '7'.repeat(count), () => true)).toBeNull()
  })
  it('lowercases e-mail identities only', () => {
    expect(normalizeIdentity(' Fox@Example.COM ')).toBe('fox@example.com')
    expect(normalizeIdentity('FoxyName')).toBe('FoxyName')
  })
  it('accepts the usernames PocketBase accepts', () => {
    expect(isValidUsername('fox_1.a-b')).toBe(true)
    expect(isValidUsername('ab')).toBe(false)
    expect(isValidUsername('zorro ñandú')).toBe(false)
  })
  it('reads the date part of a PocketBase birthday', () => {
    expect(birthdayFromApi('1995-03-14 00:00:00.000Z')).toBe('1995-03-14')
    expect(birthdayFromApi('')).toBe('')
  })
})

describe('image size from the header bytes', () => {
  const png = (w: number, h: number) => {
    const b = new Uint8Array(33)
    b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
    new DataView(b.buffer).setUint32(16, w)
    new DataView(b.buffer).setUint32(20, h)
    return b
  }
  // SOI, an APP0 segment of 16 bytes, then SOF0 with height 300 and width 200.
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, ...new Array<number>(14).fill(0), 0xff, 0xc0, 0, 17, 8, 0x01, 0x2c, 0x00, 0xc8, 3, 0, 0, 0, 0])

  it('reads PNG and JPEG sizes and decides squareness', () => {
    expect(imageSize(png(512, 512))).toEqual({ width: 512, height: 512 })
    expect(isSquare(imageSize(png(512, 511)))).toBe(false)
    expect(imageSize(jpeg)).toEqual({ width: 200, height: 300 })
    expect(imageSize(new TextEncoder().encode('GIF89a........'))).toBeNull()
    expect(isSquare(null)).toBe(false)
  })
})

describe('ticket section display a–e', () => {
  const type = (id: string, Tipo: string, ValorCLP: number, Estado: TicketTypeRecord['Estado']) => ({ id, Tipo, ValorCLP, Estado }) as TicketTypeRecord
  const offers = [type('b', 'B1', 45000, 'disponible'), type('s', 'S1', 90000, 'agotada'), type('ss', 'SS1', 170000, 'anunciada'), type('m', 'MEGA', 300000, 'disponible')]
  const badge = (typeId: string, paid: number): BadgeFacts => ({ typeId, code: offers.find((o) => o.id === typeId)?.Tipo ?? '', paid })
  const paid = (id: string, tipo: string) => ({ id, tipo, estado: 'pagada' }) as IssuedTicketRecord

  it('chooses the display from what is held and what is on sale', () => {
    expect(ticketDisplay({ offers, badge: badge('m', 300000), issued: [paid('i1', 'm')], currentPrefix: null })).toMatchObject({ kind: 'a', paidTicketId: 'i1' })
    expect(ticketDisplay({ offers, badge: badge('b', 45000), issued: [paid('i2', 'b')], currentPrefix: null })).toMatchObject({ kind: 'b', paidTicketId: 'i2' })
    const nothingAbove = offers.map((o) => (o.Tipo === 'MEGA' ? { ...o, Estado: 'agotada' as const } : o))
    expect(ticketDisplay({ offers: nothingAbove, badge: badge('b', 45000), issued: [], currentPrefix: null })).toMatchObject({ kind: 'c', paidTicketId: null })
    expect(ticketDisplay({ offers, badge: null, issued: [], currentPrefix: null })).toEqual({ kind: 'd' })
    expect(ticketDisplay({ offers: nothingAbove.filter((o) => o.Tipo !== 'B1'), badge: null, issued: [], currentPrefix: null })).toEqual({ kind: 'e' })
  })
  it('offers an upgrade only where the buy page would: a higher level on sale that costs more than what was paid', () => {
    const cheapMega = offers.map((o) => (o.Tipo === 'MEGA' ? { ...o, ValorCLP: 40000 } : o))
    expect(ticketDisplay({ offers: cheapMega, badge: badge('b', 45000), issued: [], currentPrefix: null })).toMatchObject({ kind: 'c' })
  })
  it('holds what the badge summary says (written with the payment in one transaction), not an issued ticket alone', () => {
    expect(ticketDisplay({ offers, badge: null, issued: [paid('i3', 'ss')], currentPrefix: null })).toEqual({ kind: 'd' })
    expect(ticketDisplay({ offers, badge: badge('ss', 170000), issued: [paid('i3', 'ss')], currentPrefix: null })).toMatchObject({ kind: 'b', paidTicketId: 'i3' })
  })
})
