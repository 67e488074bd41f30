import { randomBytes } from 'node:crypto'

/**
 * DATA MIGRATION of publications' authors (migrations `*_scholarly_publications`, both sets).
 *
 * Before: a publication's byline was one line of text (`author_list`, e.g.
 * "Okafor A, Lindqvist M, et al."), and its institute authors a separate list
 * of people (`publications_rels`, path `authors`).
 * After: an ordered list of authors (`publications_authors`: name, ORCID iD,
 * person), "et al." a flag (`more_authors`), the same for every version
 * (`_publications_v_version_authors`, `version_more_authors`).
 *
 * `up` reads the old bylines and links before the schema changes (`readBylines`)
 * and writes the authors after (`writeAuthors`). Each byline is split at commas,
 * semicolons and "and"; "Surname, I." pairs are joined again; a trailing "et al."
 * becomes the flag. A byline that does not split into plausible names (digits,
 * a very long part, no letters) is kept as written, as one author. Each linked
 * person becomes the person of the author whose cited name is theirs ("Okafor A"
 * for Amara Okafor), else of the one with their surname; a person no name
 * matches is added at the end, so no profile loses the paper. `down` writes the
 * bylines back from the authors.
 *
 * Frozen as it was when this migration was written: nothing here imports code
 * that may change later.
 */

/** Runs a SELECT and gives its rows, on either database. */
export type Select = (query: string) => Promise<Record<string, unknown>[]>
/** A statement with its values apart, for the caller's own `sql` tag (each database binds its own way). */
export type Statement = { strings: TemplateStringsArray; values: unknown[] }
export type Run = (statement: Statement) => Promise<void>
export type Dialect = 'sqlite' | 'postgres'

const q = (strings: TemplateStringsArray, ...values: unknown[]): Statement => ({ strings, values })

type Byline = { names: string[]; moreAuthors: boolean }

const etAl = /[,;]?\s*(et\s+al\b\.?|and\s+others)\s*\.?\s*$/i
const initials = /^(?:\p{Lu}\.?[\s-]?){1,4}$/u

/** A byline's names in order, and whether it ended "et al.". What does not split into plausible names is kept as written. */
export function splitByline(byline: string): Byline {
  const written = byline.trim()
  if (!written) return { names: [], moreAuthors: false }
  const moreAuthors = etAl.test(written)
  const rest = written.replace(etAl, '').trim()
  let parts = rest
    .split(/\s*[;,]\s*|\s+(?:and|&)\s+/i)
    .map((p) => p.trim())
    .filter(Boolean)
  // "Okafor, A., Lindqvist, M.": surnames and initials alternate; join each pair.
  if (parts.length >= 2 && parts.length % 2 === 0 && parts.every((p, i) => initials.test(p) === (i % 2 === 1)))
    parts = parts.flatMap((p, i) => (i % 2 === 0 ? [`${p} ${(parts[i + 1] ?? '').replace(/[.\s-]/g, '')}`] : []))
  const plausible = (p: string) => p.length <= 100 && /\p{L}/u.test(p) && !/\d/.test(p)
  if (!parts.length || !parts.every(plausible)) return { names: [written], moreAuthors: false }
  return { names: parts, moreAuthors }
}

const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[.\s-]+/g, ' ')
    .trim()
    .toLowerCase()

/** "Amara Okafor" cited as "Okafor A". */
const citedName = (name: string) => {
  const parts = fold(name).split(' ').filter(Boolean)
  const last = parts[parts.length - 1] ?? ''
  return `${last} ${parts
    .slice(0, -1)
    .map((p) => p[0] ?? '')
    .join('')}`.trim()
}
const surname = (s: string) => fold(s).split(' ')[0] ?? ''

type Person = { id: number; name: string }
export type Author = { name: string; personId: number | null }

/** The byline's authors, each linked person given to the author whose name is theirs; unmatched people at the end. */
export function authorsOf(byline: string, people: Person[]): { authors: Author[]; moreAuthors: boolean } {
  const { names, moreAuthors } = splitByline(byline)
  const authors: Author[] = names.map((name) => ({ name, personId: null }))
  const left = [...people]
  for (const match of [(a: Author, p: Person) => fold(a.name) === citedName(p.name), (a: Author, p: Person) => surname(a.name) === citedName(p.name).split(' ')[0]]) {
    for (const author of authors) {
      if (author.personId !== null) continue
      const i = left.findIndex((p) => match(author, p))
      if (i >= 0) author.personId = (left.splice(i, 1)[0] as Person).id
    }
  }
  for (const p of left) authors.push({ name: citedName(p.name).replace(/^\w| \w+$/g, (s) => s.toUpperCase()), personId: p.id })
  return { authors, moreAuthors }
}

type Legacy = { table: 'publications' | '_publications_v'; rows: { id: number; byline: string; people: Person[] }[] }

const number = (v: unknown) => Number(v)

/** The old bylines and linked people of publications and their versions, before the schema changes. */
export async function readBylines(select: Select): Promise<Legacy[]> {
  const read = async (table: Legacy['table'], column: string, path: string): Promise<Legacy> => {
    const docs = await select(`SELECT id, ${column} AS byline FROM ${table}`)
    const links = await select(
      `SELECT r.parent_id AS parent, p.id AS id, p.name AS name FROM ${table}_rels r JOIN people p ON p.id = r.people_id
       WHERE r.path = '${path}' ORDER BY r.parent_id, r."order"`,
    )
    return {
      table,
      rows: docs.map((d) => ({
        id: number(d.id),
        byline: typeof d.byline === 'string' ? d.byline : '',
        people: links.filter((l) => number(l.parent) === number(d.id)).map((l) => ({ id: number(l.id), name: String(l.name ?? '') })),
      })),
    }
  }
  return [await read('publications', 'author_list', 'authors'), await read('_publications_v', 'version_author_list', 'version.authors')]
}

/** The authors of every publication and version, after the schema changed; the old links go. */
export async function writeAuthors(legacy: Legacy[], run: Run, dialect: Dialect): Promise<void> {
  const flag = (b: boolean) => (dialect === 'sqlite' ? (b ? 1 : 0) : b)
  const uuid = () => randomBytes(12).toString('hex')
  for (const { table, rows } of legacy) {
    for (const row of rows) {
      const { authors, moreAuthors } = authorsOf(row.byline, row.people)
      for (const [i, a] of authors.entries())
        await run(
          table === 'publications'
            ? q`INSERT INTO publications_authors (_order, _parent_id, id, name, person_id) VALUES (${i + 1}, ${row.id}, ${uuid()}, ${a.name}, ${a.personId})`
            : q`INSERT INTO _publications_v_version_authors (_order, _parent_id, name, person_id, _uuid) VALUES (${i + 1}, ${row.id}, ${a.name}, ${a.personId}, ${uuid()})`,
        )
      await run(
        table === 'publications'
          ? q`UPDATE publications SET more_authors = ${flag(moreAuthors)} WHERE id = ${row.id}`
          : q`UPDATE _publications_v SET version_more_authors = ${flag(moreAuthors)} WHERE id = ${row.id}`,
      )
    }
  }
  await run(q`DELETE FROM publications_rels WHERE path = ${'authors'}`)
  await run(q`DELETE FROM _publications_v_rels WHERE path = ${'version.authors'}`)
}

type Bylines = { table: 'publications' | '_publications_v'; rows: { id: number; byline: string; people: number[] }[] }

/** For `down`: each publication's byline as one line again, read before the authors' tables go. */
export async function readAuthors(select: Select): Promise<Bylines[]> {
  const read = async (table: Bylines['table'], authors: string, more: string): Promise<Bylines> => {
    const docs = await select(`SELECT id, ${more} AS more FROM ${table}`)
    const names = await select(`SELECT _parent_id AS parent, name, person_id AS person FROM ${authors} ORDER BY _parent_id, _order`)
    return {
      table,
      rows: docs.map((d) => {
        const own = names.filter((n) => number(n.parent) === number(d.id))
        const list = own.map((n) => String(n.name ?? ''))
        const more = d.more === true || number(d.more) === 1
        const people = own.flatMap((n) => (n.person === null || n.person === undefined ? [] : [number(n.person)]))
        return { id: number(d.id), byline: list.join(', ') + (more ? (list.length ? ', et al.' : 'et al.') : ''), people }
      }),
    }
  }
  return [
    await read('publications', 'publications_authors', 'more_authors'),
    await read('_publications_v', '_publications_v_version_authors', 'version_more_authors'),
  ]
}

export async function writeBylines(bylines: Bylines[], run: Run): Promise<void> {
  for (const { table, rows } of bylines)
    for (const row of rows) {
      await run(
        table === 'publications'
          ? q`UPDATE publications SET author_list = ${row.byline} WHERE id = ${row.id}`
          : q`UPDATE _publications_v SET version_author_list = ${row.byline} WHERE id = ${row.id}`,
      )
      for (const [i, person] of row.people.entries())
        await run(
          table === 'publications'
            ? q`INSERT INTO publications_rels ("order", parent_id, path, people_id) VALUES (${i + 1}, ${row.id}, ${'authors'}, ${person})`
            : q`INSERT INTO _publications_v_rels ("order", parent_id, path, people_id) VALUES (${i + 1}, ${row.id}, ${'version.authors'}, ${person})`,
        )
    }
}
