import type { ReactNode } from 'react'

/**
 * The "Cite" panel of a publication's page: its reference in each style, each
 * with a copy button (the site's script copies the reference's text:
 * `data-copy-text-of`, lib/edge/enhance.mjs), then the downloads (`children`).
 */
export function CitePanel({ references, children }: { references: { key: string; label: string; text: string }[]; children: ReactNode }) {
  return (
    <section className="cite-panel" aria-labelledby="cite">
      <h2 id="cite">Cite</h2>
      <dl className="cite-references">
        {references.map((r) => (
          <div key={r.key} className="cite-reference">
            <dt>{r.label}</dt>
            <dd>
              <p id={`cite-${r.key}`}>{r.text}</p>
              <button
                type="button"
                className="button button-secondary"
                data-copy-text-of={`cite-${r.key}`}
                aria-label={`Copy the ${r.label} reference`}
              >
                Copy
              </button>
              <span role="status" aria-live="polite" />
            </dd>
          </div>
        ))}
      </dl>
      <h3>Download the citation</h3>
      {children}
    </section>
  )
}
