import { sql } from '@payloadcms/db-sqlite'
import type { Payload, PayloadRequest } from 'payload'

import { documentsPerSpelling } from './scratch'
import { rows, run } from '../sql'

/**
 * The index's words as they are spelt, for "Did you mean …?": the same tables
 * and statements on SQLite and PostgreSQL. `search_spellings` holds each word
 * (letters only, 4 to 30 of them, folded, not stemmed) with the number of
 * documents that have it; `search_spelling_variants` holds each word under
 * itself and under every string made by deleting one of its letters. A word
 * typed with one letter missing, extra, wrong or swapped shares one of those
 * with the word meant (the idea of SymSpell), so its candidates are one look-up
 * in a B-tree, however large the index; the edit distance then decides.
 */

const spellable = (word: string) => word.length >= 4 && word.length <= 30 && /^\p{L}+$/u.test(word)

/** The word and every string made by deleting one letter (`depth` 2: two letters). */
export function variantsOf(word: string, depth: 1 | 2 = 1): string[] {
  const found = new Set([word])
  let last = [word]
  for (let level = 0; level < depth; level++) {
    const next: string[] = []
    for (const w of last)
      for (let i = 0; i < w.length; i++) {
        const shorter = w.slice(0, i) + w.slice(i + 1)
        if (!found.has(shorter)) next.push(shorter)
        found.add(shorter)
      }
    last = next
  }
  return [...found]
}

/** Edits (a letter added, deleted, replaced, or two neighbours swapped) that turn `a` into `b`. */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)))
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1)
    }
  return d[a.length][b.length]
}

const values = (list: string[]) =>
  sql.join(
    list.map((item) => sql`(${item})`),
    sql`, `,
  )

/**
 * Adds (`change` 1) or removes (-1) these texts' words. A word new to the index
 * gets its variants; a word no document has any more loses them.
 */
export async function countSpellings(
  payload: Payload,
  texts: { id: number | string; title: string; body: string }[],
  change: 1 | -1,
  req?: Partial<PayloadRequest>,
) {
  const counts = [...documentsPerSpelling(texts.map((t, i) => ({ id: i + 1, title: t.title, body: t.body })))].filter(([word]) =>
    spellable(word),
  )
  // In parts: SQLite takes a limited number of values per statement.
  for (let i = 0; i < counts.length; i += 2000) {
    const part = counts.slice(i, i + 2000)
    const changed = await rows<{ word: string; docs: number | string }>(
      payload,
      sql`INSERT INTO search_spellings (word, docs) VALUES ${sql.join(
        part.map(([word, docs]) => sql`(${word}, ${change * docs})`),
        sql`, `,
      )} ON CONFLICT (word) DO UPDATE SET docs = search_spellings.docs + excluded.docs RETURNING word, docs`,
      req,
    )
    const added = new Map(part)
    const fresh = change > 0 ? changed.filter((row) => Number(row.docs) === added.get(row.word)).map((row) => row.word) : []
    const gone = change < 0 ? changed.filter((row) => Number(row.docs) <= 0).map((row) => row.word) : []
    if (gone.length > 0) {
      await run(payload, sql`DELETE FROM search_spelling_variants WHERE word IN (VALUES ${values(gone)})`, req)
      await run(payload, sql`DELETE FROM search_spellings WHERE word IN (VALUES ${values(gone)})`, req)
    }
    const variants = fresh.flatMap((word) => variantsOf(word).map((variant) => ({ variant, word })))
    for (let j = 0; j < variants.length; j += 2000)
      await run(
        payload,
        sql`INSERT INTO search_spelling_variants (variant, word) VALUES ${sql.join(
          variants.slice(j, j + 2000).map((v) => sql`(${v.variant}, ${v.word})`),
          sql`, `,
        )} ON CONFLICT DO NOTHING`,
        req,
      )
  }
}

/** Empties both tables (the index is being rebuilt). */
export async function forgetSpellings(payload: Payload, req?: Partial<PayloadRequest>) {
  await run(payload, sql`DELETE FROM search_spelling_variants`, req)
  await run(payload, sql`DELETE FROM search_spellings`, req)
}

/** How far a word of this length may be from the word meant: one edit, two from eight letters on. */
const allowedEdits = (word: string) => (word.length >= 8 ? 2 : 1)

/**
 * The index's word closest to each of these words that is not itself in the
 * index (fewest edits, then the most documents), or the word itself when
 * there is none close enough or it is a word of the index.
 */
export async function closestWords(payload: Payload, words: string[]): Promise<string[]> {
  const asked = words.filter((word) => spellable(word))
  if (asked.length === 0) return words
  // Two letters deleted: for words up to 16 letters (a longer one would ask for hundreds of strings).
  const variants = [...new Set(asked.flatMap((word) => variantsOf(word, word.length <= 16 ? allowedEdits(word) : 1)))]
  const found = await rows<{ variant: string; word: string; docs: number | string }>(
    payload,
    sql`SELECT v.variant, v.word, s.docs FROM search_spelling_variants v JOIN search_spellings s ON s.word = v.word
        WHERE v.variant IN (${sql.join(
          variants.map((v) => sql`${v}`),
          sql`, `,
        )})`,
  )
  const known = new Set(found.map((row) => row.word))
  return words.map((word) => {
    if (!spellable(word) || known.has(word)) return word
    const best = found
      .map((row) => ({ word: row.word, docs: Number(row.docs), edits: editDistance(word, row.word) }))
      .filter((candidate) => candidate.edits <= allowedEdits(word))
      .sort((a, b) => a.edits - b.edits || b.docs - a.docs || (a.word < b.word ? -1 : 1))[0]
    return best?.word ?? word
  })
}

/** Fills the spellings from the index as it is (a database that had an index before them). */
export async function fillSpellings(payload: Payload, req?: Partial<PayloadRequest>) {
  await forgetSpellings(payload, req)
  for (let offset = 0; ; offset += 500) {
    const texts = await rows<{ id: string; title: string; body: string }>(
      payload,
      sql`SELECT key AS id, title, body FROM search_index ORDER BY key LIMIT 500 OFFSET ${offset}`,
      req,
    )
    await countSpellings(payload, texts, 1, req)
    if (texts.length < 500) return
  }
}
