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

let scratch: Database.Database | undefined
let uses = 0
function database(): Database.Database {
  // Made afresh now and then: FTS5 keeps what was deleted until it merges its segments.
  if (scratch && ++uses % 1000 === 0) {
    scratch.close()
    scratch = undefined
  }
  if (!scratch) {
    scratch = new Database(':memory:')
    // Words: the index alone (contentless), emptied at once. Snippets: the few rows a page shows, with their text.
    scratch.exec(`CREATE VIRTUAL TABLE words USING fts5(title, body, content = '', tokenize = '${fts5Tokenizer}')`)
    scratch.exec(`CREATE VIRTUAL TABLE word_docs USING fts5vocab(words, 'row')`)
    scratch.exec(`CREATE VIRTUAL TABLE spelt USING fts5(title, body, content = '', tokenize = '${spellingTokenizer}')`)
    scratch.exec(`CREATE VIRTUAL TABLE spelt_docs USING fts5vocab(spelt, 'row')`)
    scratch.exec(`CREATE VIRTUAL TABLE shown USING fts5(title, body, tokenize = '${fts5Tokenizer}')`)
  }
  return scratch
}

type Text = { id: number; title: string; body: string }

function fill(db: Database.Database, table: 'words' | 'spelt' | 'shown', texts: Text[]) {
  const insert = db.prepare(`INSERT INTO ${table} (rowid, title, body) VALUES (?, ?, ?)`)
  for (const text of texts) insert.run(text.id, text.title, text.body)
}

const WordDocs = z.object({ term: z.string(), doc: z.number() })

function perWord(table: 'words' | 'spelt', texts: Text[]): Map<string, number> {
  if (texts.length === 0) return new Map()
  const db = database()
  db.exec(`INSERT INTO ${table} (${table}) VALUES ('delete-all')`)
  fill(db, table, texts)
  return new Map(
    z
      .array(WordDocs)
      .parse(db.prepare(`SELECT term, doc FROM ${table === 'words' ? 'word_docs' : 'spelt_docs'}`).all())
      .map((row) => [row.term, row.doc]),
  )
}

/** How many of these texts have each word, as the index stores words (folded, stemmed). */
export const documentsPerWord = (texts: Text[]) => perWord('words', texts)

/** How many of these texts have each word as it is spelt (folded, not stemmed). */
export const documentsPerSpelling = (texts: Text[]) => perWord('spelt', texts)

/** The words of one string, as the index would store them. */
export const wordsOfText = (text: string): string[] => [...documentsPerWord([{ id: 1, title: text, body: '' }]).keys()]

const Snippet = z.object({ id: z.number(), snippet: z.string() })

/**
 * FTS5's snippet of each text's body for an FTS5 query (bounded by the marks
 * `open` and `close`, at most 28 words), as the index would give it.
 */
export function snippetsOf(texts: Text[], match: string, open: string, close: string): Map<number, string> {
  if (texts.length === 0) return new Map()
  const db = database()
  db.exec('DELETE FROM shown')
  fill(db, 'shown', texts)
  const found = db
    .prepare(`SELECT rowid AS id, snippet(shown, 1, ?, ?, '…', 28) AS snippet FROM shown WHERE shown MATCH ?`)
    .all(open, close, match)
  return new Map(
    z
      .array(Snippet)
      .parse(found)
      .map((row) => [row.id, row.snippet]),
  )
}
