import { Body, Container, Head, Heading, Hr, Html, Img, Link, Preview, Section, Text, render, toPlainText } from '@react-email/components'

import { absoluteUrl } from '../siteUrl'

/**
 * A newsletter issue as a message: HTML rendered with react-email (tables and
 * inline styles the usual mail programs keep), and its plain-text part. No
 * tracking: no pixels, no redirected links, nothing loaded from another host
 * (pictures come from the site itself, with their alt text). The personal
 * links are placeholders here, filled per subscriber (`personalise`), so an
 * issue is rendered once however many receive it.
 */
export type MessageSection = {
  title: string
  summary?: string | null
  url: string
  image?: { url: string; alt: string } | null
}
export type MessageIssue = { subject: string; intro?: string | null; sections: MessageSection[]; archiveUrl?: string | null }
export type RenderedIssue = { subject: string; html: string; text: string }

/** Where the personal links go in a rendered issue (`personalise` puts each subscriber's own there). */
export const placeholders = {
  unsubscribe: 'https://personal.invalid/unsubscribe',
  preferences: 'https://personal.invalid/preferences',
} as const

const colors = { ink: '#14212b', muted: '#4a5863', paper: '#ffffff', wash: '#eef3f4', brand: '#0b5563', line: '#d5dde1' }
const font = "'Source Sans 3', 'Segoe UI', Helvetica, Arial, sans-serif"

/** Mail programs that honour it switch to dark colours; the rest keep the light ones, explicit everywhere. */
const darkMode = `
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  @media (prefers-color-scheme: dark) {
    body, .nl-body, .nl-page { background-color: #0f1a21 !important; }
    .nl-card { background-color: #16252e !important; }
    .nl-text, .nl-heading { color: #eef3f4 !important; }
    .nl-muted { color: #b8c4cb !important; }
    .nl-link { color: #8fd3df !important; }
  }
`

const link = (url: string) => (/^https?:\/\//.test(url) ? url : absoluteUrl(url))

function IssueMessage({ issue, siteName }: { issue: MessageIssue; siteName: string }) {
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{issue.subject}</title>
        <style>{darkMode}</style>
      </Head>
      <Preview>{issue.intro || issue.subject}</Preview>
      <Body className="nl-body" style={{ backgroundColor: colors.wash, margin: 0, padding: '24px 0', fontFamily: font }}>
        <Container className="nl-page" style={{ maxWidth: '600px', backgroundColor: colors.paper, padding: '24px' }}>
          <Text className="nl-muted" style={{ color: colors.muted, fontSize: '14px', margin: '0 0 8px' }}>
            {siteName}
            {issue.archiveUrl ? (
              <>
                {' · '}
                <Link href={issue.archiveUrl} className="nl-link" style={{ color: colors.brand }}>
                  View in your browser
                </Link>
              </>
            ) : null}
          </Text>
          <Heading as="h1" className="nl-heading" style={{ color: colors.ink, fontSize: '26px', lineHeight: '1.25', margin: '0 0 16px' }}>
            {issue.subject}
          </Heading>
          {issue.intro
            ? issue.intro.split(/\n{2,}/).map((paragraph, index) => (
                <Text key={index} className="nl-text" style={{ color: colors.ink, fontSize: '17px', lineHeight: '1.5' }}>
                  {paragraph}
                </Text>
              ))
            : null}
          {issue.sections.map((section, index) => (
            <Section key={index} className="nl-card" style={{ borderTop: `1px solid ${colors.line}`, padding: '16px 0' }}>
              {section.image ? (
                <Link href={link(section.url)}>
                  <Img
                    src={link(section.image.url)}
                    alt={section.image.alt}
                    width="552"
                    style={{ display: 'block', width: '100%', maxWidth: '552px', height: 'auto', border: 0, marginBottom: '12px' }}
                  />
                </Link>
              ) : null}
              <Heading as="h2" className="nl-heading" style={{ color: colors.ink, fontSize: '20px', lineHeight: '1.3', margin: '0 0 8px' }}>
                <Link href={link(section.url)} className="nl-link" style={{ color: colors.brand, textDecoration: 'underline' }}>
                  {section.title}
                </Link>
              </Heading>
              {section.summary ? (
                <Text className="nl-text" style={{ color: colors.ink, fontSize: '16px', lineHeight: '1.5', margin: 0 }}>
                  {section.summary}
                </Text>
              ) : null}
            </Section>
          ))}
          <Hr style={{ borderColor: colors.line, margin: '24px 0 16px' }} />
          <Text className="nl-muted" style={{ color: colors.muted, fontSize: '14px', lineHeight: '1.5' }}>
            You receive this because you subscribed to the {siteName} newsletter.{' '}
            <Link href={placeholders.preferences} className="nl-link" style={{ color: colors.brand }}>
              Choose what you receive
            </Link>{' '}
            or{' '}
            <Link href={placeholders.unsubscribe} className="nl-link" style={{ color: colors.brand }}>
              unsubscribe
            </Link>
            .
          </Text>
        </Container>
      </Body>
    </Html>
  )
}

export async function renderIssue(issue: MessageIssue, siteName: string): Promise<RenderedIssue> {
  const html = await render(<IssueMessage issue={issue} siteName={siteName} />)
  const text = toPlainText(html)
  return { subject: issue.subject, html, text }
}

/** The rendered issue with one subscriber's own links. */
export function personalise(rendered: RenderedIssue, links: { unsubscribe: string; preferences: string }): RenderedIssue {
  const fill = (body: string, escape: (url: string) => string) =>
    body.replaceAll(placeholders.unsubscribe, escape(links.unsubscribe)).replaceAll(placeholders.preferences, escape(links.preferences))
  const html = (url: string) => url.replaceAll('&', '&amp;')
  return { subject: rendered.subject, html: fill(rendered.html, html), text: fill(rendered.text, (url) => url) }
}
