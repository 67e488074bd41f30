import type { IssueDetail } from '@/content/newsletter'

import { ContentImage } from './Media'

/** An archived issue's sections, as its message showed them: a picture, the linked title and the summary of each. */
export function NewsletterSections({ sections }: { sections: IssueDetail['sections'] }) {
  if (sections.length === 0) return null
  return (
    <section aria-labelledby="issue-sections">
      <h2 id="issue-sections">In this issue</h2>
      <ul className="newsletter-sections">
        {sections.map((section, index) => (
          <li key={index} className="newsletter-section">
            {section.image ? <ContentImage image={section.image} sizes="(max-width: 48rem) 40vw, 12rem" /> : null}
            <div>
              <h3>
                <a href={section.url}>{section.title}</a>
              </h3>
              {section.summary ? <p>{section.summary}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
