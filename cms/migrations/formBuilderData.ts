/**
 * DATA MIGRATION of the form builder (migrations `*_form_builder`, both sets).
 *
 * Before: `form_submissions` rows with `form` (a code-defined form's name,
 * `contact`), `subject`, `name`, `email` and `data` (JSON of the other answers).
 * After: the form builder's `forms` and `form_submissions` (a `form_id`, the
 * answers as `submission_data` rows, a `title` and a readable `text`).
 *
 * `asideStatements` runs first in `up`, before the schema changes: it keeps the
 * old rows in `form_submissions_legacy` and empties `form_submissions`, so the
 * new NOT NULL `form_id` column can be added. `restoreStatements` runs last: it
 * creates the Contact us form (the code-defined contact form, now editable in
 * /admin; the demo seed finds it by its slug `contact`), a bare form for any
 * other old form name, puts every old row back under its own id with its
 * answers, and drops the legacy table.
 *
 * Every value here is a constant of this file (no visitor input is spliced
 * into SQL). The definition is frozen as it was when this migration was
 * written; the seed's (cms/seed/data/forms.ts) may change later.
 */

export type Dialect = 'sqlite' | 'postgres'

const q = (value: string | null) => (value === null ? 'NULL' : `'${value.replaceAll("'", "''")}'`)

/** A one-paragraph lexical rich text, as the plugin's confirmation message stores it. */
const paragraph = (text: string) =>
  JSON.stringify({
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: [
        {
          type: 'paragraph',
          format: '',
          indent: 0,
          version: 1,
          direction: 'ltr',
          textFormat: 0,
          children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
        },
      ],
    },
  })

const contactTopics: [value: string, label: string][] = [
  ['general', 'General enquiry'],
  ['research', 'Research collaboration'],
  ['media', 'Media and press'],
  ['studies', 'Taking part in a study'],
  ['careers', 'Careers'],
]

const contactForm = `(SELECT id FROM forms WHERE slug = 'contact')`
const blockId = (n: number) => q(`f0b1d0000000000000000${String(n).padStart(3, '0')}`)

export function asideStatements(): string[] {
  return [
    `CREATE TABLE form_submissions_legacy AS SELECT id, form, subject, name, email, data, created_at, updated_at FROM form_submissions`,
    `DELETE FROM form_submissions`,
  ]
}

export function restoreStatements(dialect: Dialect): string[] {
  const json = (value: string) => (dialect === 'postgres' ? `${q(value)}::jsonb` : q(value))
  const newline = dialect === 'postgres' ? `E'\\n'` : 'char(10)'
  const bool = (value: boolean) => (dialect === 'postgres' ? String(value) : value ? '1' : '0')
  // The other answers of an old row (its `data`), as key/value rows.
  const answers = dialect === 'postgres' ? 'jsonb_each_text(l.data)' : 'json_each(l.data)'
  const randomId = (salt: string) =>
    dialect === 'postgres' ? `substr(md5(random()::text || l.id::text || ${salt}), 1, 24)` : `lower(hex(randomblob(12)))`
  const concatAll = dialect === 'postgres' ? `string_agg(key || ': ' || value, ${newline})` : `group_concat(key || ': ' || value, ${newline})`
  const message = dialect === 'postgres' ? `'message'::enum_forms_confirmation_type` : `'message'`
  const textOf = (column: string) => (dialect === 'postgres' ? `${column}::text` : column)

  return [
    // The code-defined contact form, now an editable form.
    `INSERT INTO forms (title, slug, submit_button_label, confirmation_type, confirmation_message)
     SELECT 'Contact us', 'contact', 'Send message', ${message}, ${json(paragraph('Thank you. Your message has been sent; we aim to reply within five working days.'))}
     WHERE NOT EXISTS (SELECT 1 FROM forms WHERE slug = 'contact')`,
    `INSERT INTO forms_blocks_text (_order, _parent_id, _path, id, name, label, required)
     SELECT 1, ${contactForm}, 'fields', ${blockId(1)}, 'name', 'Your name', ${bool(true)}
     WHERE NOT EXISTS (SELECT 1 FROM forms_blocks_text WHERE id = ${blockId(1)})`,
    `INSERT INTO forms_blocks_email (_order, _parent_id, _path, id, name, label, required)
     SELECT 2, ${contactForm}, 'fields', ${blockId(2)}, 'email', 'Your email address', ${bool(true)}
     WHERE NOT EXISTS (SELECT 1 FROM forms_blocks_email WHERE id = ${blockId(2)})`,
    `INSERT INTO forms_blocks_select (_order, _parent_id, _path, id, name, label, required)
     SELECT 3, ${contactForm}, 'fields', ${blockId(3)}, 'topic', 'Topic', ${bool(true)}
     WHERE NOT EXISTS (SELECT 1 FROM forms_blocks_select WHERE id = ${blockId(3)})`,
    ...contactTopics.map(
      ([value, label], i) =>
        `INSERT INTO forms_blocks_select_options (_order, _parent_id, id, label, value)
         SELECT ${i + 1}, ${blockId(3)}, ${blockId(10 + i)}, ${q(label)}, ${q(value)}
         WHERE NOT EXISTS (SELECT 1 FROM forms_blocks_select_options WHERE id = ${blockId(10 + i)})`,
    ),
    `INSERT INTO forms_blocks_textarea (_order, _parent_id, _path, id, name, label, required)
     SELECT 4, ${contactForm}, 'fields', ${blockId(4)}, 'message', 'Message', ${bool(true)}
     WHERE NOT EXISTS (SELECT 1 FROM forms_blocks_textarea WHERE id = ${blockId(4)})`,
    // Its notification, as before: to FORMS_TO or the settings' contact address (empty "to"), the visitor as reply-to.
    `INSERT INTO forms_emails (_order, _parent_id, id, reply_to, subject)
     SELECT 1, ${contactForm}, ${blockId(5)}, '{{email}}', '[Website] {{topic}}: message from {{name}}'
     WHERE NOT EXISTS (SELECT 1 FROM forms_emails WHERE id = ${blockId(5)})`,

    // Any other old form name gets a bare form of its own, so that no row is left without one.
    `INSERT INTO forms (title, slug, confirmation_type, confirmation_message)
     SELECT DISTINCT l.form, l.form, ${message}, ${json(paragraph('Thank you.'))}
     FROM form_submissions_legacy l WHERE NOT EXISTS (SELECT 1 FROM forms f WHERE f.slug = l.form)`,

    // Every old row, under its own id and dates, with a title and a readable text.
    `INSERT INTO form_submissions (id, title, form_id, text, updated_at, created_at)
     SELECT l.id, COALESCE(l.subject, f.title), f.id,
       f.title || ${newline} || ${textOf('l.created_at')}
         || CASE WHEN l.name IS NULL THEN '' ELSE ${newline} || 'Name: ' || l.name END
         || CASE WHEN l.email IS NULL THEN '' ELSE ${newline} || 'Email: ' || l.email END
         || COALESCE(${newline} || (SELECT ${concatAll} FROM ${answers}), ''),
       l.updated_at, l.created_at
     FROM form_submissions_legacy l JOIN forms f ON f.slug = l.form`,
    // Their answers: name and email, then each key of `data` (topic, message).
    `INSERT INTO form_submissions_submission_data (_order, _parent_id, id, field, value)
     SELECT 1, l.id, ${randomId("'name'")}, 'name', l.name FROM form_submissions_legacy l WHERE l.name IS NOT NULL`,
    `INSERT INTO form_submissions_submission_data (_order, _parent_id, id, field, value)
     SELECT 2, l.id, ${randomId("'email'")}, 'email', l.email FROM form_submissions_legacy l WHERE l.email IS NOT NULL`,
    `INSERT INTO form_submissions_submission_data (_order, _parent_id, id, field, value)
     SELECT CASE a.key WHEN 'topic' THEN 3 WHEN 'message' THEN 4 ELSE 5 END, l.id, ${randomId('a.key')}, a.key, ${textOf('a.value')}
     FROM form_submissions_legacy l, ${dialect === 'postgres' ? 'jsonb_each_text(l.data)' : 'json_each(l.data)'} a
     WHERE a.value IS NOT NULL`,
    `DROP TABLE form_submissions_legacy`,
  ]
}

/**
 * `down` cannot put answers of editor-built forms back into the old shape: it
 * refuses while there are submissions (export them as CSV and delete them first).
 */
export const downRefusal = (count: number) =>
  count > 0
    ? new Error(
        `This migration cannot be undone while ${count} form submission(s) exist: export them (Inbox → Form submissions → Download CSV) and delete them first.`,
      )
    : null
