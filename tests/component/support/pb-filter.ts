/**
 * The part of PocketBase's list query language the SPA sends, evaluated over in-memory records so
 * MSW list handlers answer like PocketBase would (https://pocketbase.io/docs/api-records/#listsearch-records).
 * Anything outside this subset throws a PbQueryError instead of being guessed at: a filter the
 * stand-in cannot read must fail the test, not match everything.
 *
 * Filter: `field OP value` joined by `&&` / `||` with parentheses; OP is one of = != > < >= <= ~ !~;
 * values are 'single' or "double" quoted strings (backslash escapes, as `pb.filter()` writes them),
 * numbers, true, false, null, or another field. Not supported: relation paths (`a.b`), `@request.*`,
 * `@now` and other macros, the any-of operators (`?=`…), functions.
 * Sort: comma-separated fields, `-` for descending (`@random` and `@rowid` are not supported).
 */

export class PbQueryError extends Error {}

type PbRecord = Readonly<Record<string, unknown>>
type Operator = '=' | '!=' | '>' | '<' | '>=' | '<=' | '~' | '!~'
type Operand = { kind: 'field'; name: string } | { kind: 'value'; value: string | number | boolean | null }
type Node =
  | { kind: 'and' | 'or'; left: Node; right: Node }
  | { kind: 'compare'; op: Operator; left: Operand; right: Operand }

type Token =
  | { kind: 'op'; op: Operator }
  | { kind: 'and' | 'or' | 'open' | 'close' }
  | { kind: 'operand'; operand: Operand }

const OPERATORS: readonly Operator[] = ['!=', '>=', '<=', '!~', '=', '>', '<', '~']
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*/
const NUMBER = /^-?\d+(\.\d+)?/

function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  let i = 0
  while (i < text.length) {
    const rest = text.slice(i)
    const char = text[i] ?? ''
    if (/\s/.test(char)) {
      i++
    } else if (rest.startsWith('&&')) {
      tokens.push({ kind: 'and' })
      i += 2
    } else if (rest.startsWith('||')) {
      tokens.push({ kind: 'or' })
      i += 2
    } else if (char === '(' || char === ')') {
      tokens.push({ kind: char === '(' ? 'open' : 'close' })
      i++
    } else if (char === "'" || char === '"') {
      let value = ''
      let j = i + 1
      for (; j < text.length && text[j] !== char; j++) {
        if (text[j] === '\\') j++
        if (j >= text.length) break
        value += text[j]
      }
      if (j >= text.length) throw new PbQueryError(`unterminated string in filter: ${text}`)
      tokens.push({ kind: 'operand', operand: { kind: 'value', value } })
      i = j + 1
    } else if (rest.startsWith('?') || rest.startsWith('@')) {
      throw new PbQueryError(`the MSW stand-in does not know "${rest.split(/\s/)[0] ?? rest}" in filter: ${text}`)
    } else if (OPERATORS.some((op) => rest.startsWith(op))) {
      const op = OPERATORS.find((candidate) => rest.startsWith(candidate)) as Operator
      tokens.push({ kind: 'op', op })
      i += op.length
    } else if (NUMBER.test(rest)) {
      const number = NUMBER.exec(rest)?.[0] ?? ''
      tokens.push({ kind: 'operand', operand: { kind: 'value', value: Number(number) } })
      i += number.length
    } else if (IDENTIFIER.test(rest)) {
      const name = IDENTIFIER.exec(rest)?.[0] ?? ''
      if (text[i + name.length] === '.' || text[i + name.length] === '(') {
        throw new PbQueryError(`relation paths and functions are not supported ("${name}${text[i + name.length]}") in filter: ${text}`)
      }
      const keyword: Record<string, Operand> = {
        true: { kind: 'value', value: true },
        false: { kind: 'value', value: false },
        null: { kind: 'value', value: null },
      }
      tokens.push({ kind: 'operand', operand: keyword[name] ?? { kind: 'field', name } })
      i += name.length
    } else {
      throw new PbQueryError(`unexpected "${char}" at ${i} in filter: ${text}`)
    }
  }
  return tokens
}

/** Parses a filter (`||` binds looser than `&&`, as in PocketBase); throws PbQueryError on anything else. */
export function parseFilter(text: string): Node {
  const tokens = tokenize(text)
  let at = 0
  const fail = (what: string): never => {
    throw new PbQueryError(`${what} at token ${at} in filter: ${text}`)
  }
  const operand = (): Operand => {
    const token = tokens[at++]
    return token?.kind === 'operand' ? token.operand : fail('expected a field or a value')
  }
  const primary = (): Node => {
    if (tokens[at]?.kind === 'open') {
      at++
      const inner = or()
      if (tokens[at++]?.kind !== 'close') fail('expected ")"')
      return inner
    }
    const left = operand()
    const token = tokens[at++]
    if (token?.kind !== 'op') return fail('expected an operator')
    return { kind: 'compare', op: token.op, left, right: operand() }
  }
  const and = (): Node => {
    let node = primary()
    while (tokens[at]?.kind === 'and') {
      at++
      node = { kind: 'and', left: node, right: primary() }
    }
    return node
  }
  const or = (): Node => {
    let node = and()
    while (tokens[at]?.kind === 'or') {
      at++
      node = { kind: 'or', left: node, right: and() }
    }
    return node
  }
  const tree = or()
  if (at !== tokens.length) fail('unexpected trailing input')
  return tree
}

function read(record: PbRecord, operand: Operand): unknown {
  if (operand.kind === 'value') return operand.value
  // PocketBase answers 400 for a field the collection does not have: a fixture without it is as wrong.
  if (!(operand.name in record)) throw new PbQueryError(`filter field "${operand.name}" is not in the record ${JSON.stringify(record)}`)
  return record[operand.name]
}

/** PocketBase stores a missing text, number or relation as '' / 0 / '', and `null` in a filter means empty. */
function comparable(value: unknown): string | number | boolean {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value
  throw new PbQueryError(`the MSW stand-in compares only scalar fields, got ${JSON.stringify(value)}`)
}

function equal(a: string | number | boolean, b: string | number | boolean): boolean {
  if (typeof a === typeof b) return a === b
  // SQLite compares a number column with a numeric text as numbers.
  if (typeof a === 'number' || typeof b === 'number') return Number(a) === Number(b)
  return String(a) === String(b)
}

function like(value: string | number | boolean, pattern: string | number | boolean): boolean {
  const text = String(pattern)
  // Without a % PocketBase wraps the right operand in %…%; LIKE is case-insensitive for ASCII.
  const wildcard = text.includes('%') ? text : `%${text}%`
  const escaped = wildcard.split('%').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/_/g, '.'))
  return new RegExp(`^${escaped.join('.*')}$`, 'is').test(String(value))
}

function compare(op: Operator, a: string | number | boolean, b: string | number | boolean): boolean {
  switch (op) {
    case '=':
      return equal(a, b)
    case '!=':
      return !equal(a, b)
    case '~':
      return like(a, b)
    case '!~':
      return !like(a, b)
    default: {
      const [x, y] = typeof a === 'number' || typeof b === 'number' ? [Number(a), Number(b)] : [String(a), String(b)]
      return op === '>' ? x > y : op === '<' ? x < y : op === '>=' ? x >= y : x <= y
    }
  }
}

function evaluate(node: Node, record: PbRecord): boolean {
  if (node.kind === 'compare') return compare(node.op, comparable(read(record, node.left)), comparable(read(record, node.right)))
  return node.kind === 'and' ? evaluate(node.left, record) && evaluate(node.right, record) : evaluate(node.left, record) || evaluate(node.right, record)
}

/** A predicate for `filter`; an empty filter keeps every record. */
export function compileFilter(text: string): (record: PbRecord) => boolean {
  if (!text.trim()) return () => true
  const tree = parseFilter(text)
  return (record) => evaluate(tree, record)
}

/** Sorts like `sort=-created,id`; every sort field must exist on every record. */
export function sortRecords<T extends PbRecord>(records: readonly T[], sort: string): T[] {
  const keys = sort
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const descending = part.startsWith('-')
      const name = part.replace(/^[-+]/, '')
      if (!IDENTIFIER.test(name) || IDENTIFIER.exec(name)?.[0] !== name) throw new PbQueryError(`the MSW stand-in cannot sort by "${part}"`)
      return { name, descending }
    })
  const value = (record: T, name: string) => {
    if (!(name in record)) throw new PbQueryError(`sort field "${name}" is not in the record ${JSON.stringify(record)}`)
    return comparable(record[name])
  }
  return [...records].sort((a, b) => {
    for (const { name, descending } of keys) {
      const [x, y] = [value(a, name), value(b, name)]
      if (x === y) continue
      const before = compare('<', x, y) ? -1 : 1
      return descending ? -before : before
    }
    return 0
  })
}
