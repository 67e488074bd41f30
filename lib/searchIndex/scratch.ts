import Database from 'libsql'
import { z } from 'zod'

/**
 * A private, in-memory SQLite for what the SQLite search index would otherwise
 * do by reading its own hit lists: splitting text into the index's words, and
 * the snippets of the few rows a page shows. It is the same SQLite build as the
 * database's (the `libsql` package under @libsql/client) with the same FTS5
 * tokenizer, so it finds the same words and marks the same matches. Calls are
 * synchronous: nothing else runs between the statements of one call.
 */

/** The search index's tokenizer: its migrations (cms/migrations/sqlite) create its tables with this. */
export const fts5Tokenizer = 'porter unicode61 remove_diacritics 2'

/** The same without stemming: words as they are spelt (folded), for spelling suggestions on either database. */
const spellingTokenizer = 'unicode61 remove_diacritics 2'

/** The scratch database with its statements, prepared once (preparing costs more than running them on a few rows). */
type Scratch = ReturnType<typeof openScratch>

function openScratch() {
  const db = new Database(':memory:')
  // Words: the index alone (contentless), emptied at once.
  db.exec(`CREATE VIRTUAL TABLE words USING fts5(title, body, content = '', tokenize = '${fts5Tokenizer}')`)
  db.exec(`CREATE VIRTUAL TABLE word_docs USING fts5vocab(words, 'row')`)
  db.exec(`CREATE VIRTUAL TABLE spelt USING fts5(title, body, content = '', tokenize = '${spellingTokenizer}')`)
  db.exec(`CREATE VIRTUAL TABLE spelt_docs USING fts5vocab(spelt, 'row')`)
  // Snippets: the few rows a page shows, their text in a table of its own, so that the index is emptied at once too
  // (an index holding its text would read and split every row again to delete it).
  db.exec('CREATE TABLE shown_text (id INTEGER PRIMARY KEY, title TEXT, body TEXT)')
  db.exec(`CREATE VIRTUAL TABLE shown USING fts5(title, body, content = 'shown_text', content_rowid = 'id', tokenize = '${fts5Tokenizer}')`)
  const insert = (table: string) => db.prepare(`INSERT INTO ${table} (rowid, title, body) VALUES (?, ?, ?)`)
  return {
    db,
    words: {
      empty: db.prepare(`INSERT INTO words (words) VALUES ('delete-all')`),
      insert: insert('words'),
      read: db.prepare('SELECT term, doc FROM word_docs'),
    },
    spelt: {
      empty: db.prepare(`INSERT INTO spelt (spelt) VALUES ('delete-all')`),
      insert: insert('spelt'),
      read: db.prepare('SELECT term, doc FROM spelt_docs'),
    },
    shown: {
      empty: [db.prepare('DELETE FROM shown_text'), db.prepare(`INSERT INTO shown (shown) VALUES ('delete-all')`)],
      insert: [db.prepare('INSERT INTO shown_text (id, title, body) VALUES (?, ?, ?)'), insert('shown')],
      read: db.prepare(`SELECT rowid AS id, snippet(shown, 1, ?, ?, '…', 28) AS snippet FROM shown WHERE shown MATCH ?`),
    },
  }
}

let scratch: Scratch | undefined
let uses = 0
function database(): Scratch {
  // Made afresh now and then: FTS5 keeps what was deleted until it merges its segments.
  if (scratch && ++uses % 1000 === 0) {
    scratch.db.close()
    scratch = undefined
  }
  scratch ??= openScratch()
  return scratch
}

type Text = { id: number; title: string; body: string }

/** Runs `work` in one transaction of the scratch database: one commit instead of one per statement. */
function inScratch<T>(work: (scratch: Scratch) => T): T {
  const current = database()
  current.db.exec('BEGIN')
  try {
    const result = work(current)
    current.db.exec('COMMIT')
    return result
  } catch (error) {
    current.db.exec('ROLLBACK')
    throw error
  }
}

const WordDocs = z.object({ term: z.string(), doc: z.number() })

function perWord(table: 'words' | 'spelt', texts: Text[]): Map<string, number> {
  if (texts.length === 0) return new Map()
  const found = inScratch((current) => {
    const { empty, insert, read } = current[table]
    empty.run()
    for (const text of texts) insert.run(text.id, text.title, text.body)
    return read.all()
  })
  return new Map(
    z
      .array(WordDocs)
      .parse(found)
      .map((row) => [row.term, row.doc]),
  )
}

/** How many of these texts have each word, as the index stores words (folded, stemmed). */
export const documentsPerWord = (texts: Text[]) => perWord('words', texts)

/** How many of these texts have each word as it is spelt (folded, not stemmed). */
export const documentsPerSpelling = (texts: Text[]) => perWord('spelt', texts)

/**
 * The words of one string, as the index would store them. A search asks this of each of its words, and of each
 * word of the index its last word stands for: the answers (the tokenizer's, which never change) are kept, up to
 * `wordsKept` strings, the table emptied when full.
 */
const wordsKept = 5000
const wordsOf = new Map<string, readonly string[]>()
export function wordsOfText(text: string): readonly string[] {
  const known = wordsOf.get(text)
  if (known) return known
  const words = [...documentsPerWord([{ id: 1, title: text, body: '' }]).keys()]
  if (wordsOf.size >= wordsKept) wordsOf.clear()
  wordsOf.set(text, words)
  return words
}

const Snippet = z.object({ id: z.number(), snippet: z.string() })

/**
 * FTS5's snippet of each text's body for an FTS5 query (bounded by the marks
 * `open` and `close`, at most 28 words), as the index would give it.
 */
export function snippetsOf(texts: Text[], match: string, open: string, close: string): Map<number, string> {
  if (texts.length === 0) return new Map()
  const found = inScratch(({ shown }) => {
    for (const statement of shown.empty) statement.run()
    for (const text of texts) for (const statement of shown.insert) statement.run(text.id, text.title, text.body)
    return shown.read.all(open, close, match)
  })
  return new Map(
    z
      .array(Snippet)
      .parse(found)
      .map((row) => [row.id, row.snippet]),
  )
}
