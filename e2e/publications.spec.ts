import { parse as parseBibtex } from '@retorquere/bibtex-parser'

import { expect, firstSlug, test } from './fixtures'

/**
 * A publication's page as Google Scholar and reference managers read it: the
 * Highwire Press tags, JSON-LD, the Cite panel and its three downloads, each
 * parsed here independently; a profile's BibTeX against the profile's list.
 */

const metaOf = (page: import('@playwright/test').Page, name: string) =>
  page.locator(`head meta[name="${name}"]`).evaluateAll((tags) => tags.map((t) => t.getAttribute('content') ?? ''))

/** RIS: one record per `ER`, each tag's values in order; a line without a tag continues the value before it (long values wrap). */
function parseRis(text: string) {
  const records: Record<string, string[]>[] = []
  let record: Record<string, string[]> = {}
  let last: string[] | null = null
  for (const line of text.split(/\r?\n/)) {
    const tagged = line.match(/^([A-Z][A-Z0-9]) {2}-(?: (.*))?$/)
    if (!tagged) {
      if (last && line) last[last.length - 1] += line
      continue
    }
    const [, tag = '', value = ''] = tagged
    if (tag === 'ER') {
      records.push(record)
      record = {}
      last = null
      continue
    }
    last = record[tag] ??= []
    last.push(value)
  }
  return records.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v.map((x) => x.trim())])))
}

test('a publication page carries the Highwire tags, JSON-LD and three citation downloads that say the same', async ({ page }) => {
  const slug = await firstSlug(page, '/api/central_publications')
  await page.goto(`/publications/${slug}`)
  const title = await page.getByRole('heading', { level: 1 }).innerText()
  const shownAuthors = await page
    .locator('.publication-authors > li')
    .evaluateAll((items) => items.map((li) => (li.firstChild?.textContent ?? '').trim()).filter((name) => name !== 'et al.'))
  expect(shownAuthors.length).toBeGreaterThan(0)

  expect(await metaOf(page, 'citation_title')).toEqual([title])
  const tagged = await metaOf(page, 'citation_author')
  expect(tagged).toHaveLength(shownAuthors.length)
  // "Okafor A" on the page is "Okafor, A." for Scholar: same family names, same order.
  expect(tagged.map((a) => a.split(',')[0])).toEqual(shownAuthors.map((a) => a.split(' ').slice(0, -1).join(' ') || a))
  expect((await metaOf(page, 'citation_publication_date'))[0]).toMatch(/^\d{4}\/\d{2}\/\d{2}$/)
  const doi = (await metaOf(page, 'citation_doi'))[0] ?? ''
  expect(doi).toMatch(/^10\.5555\//)
  for (const name of ['citation_journal_title', 'citation_volume', 'citation_issue', 'citation_firstpage'])
    expect((await metaOf(page, name))[0], name).toBeTruthy()
  expect((await metaOf(page, 'citation_abstract_html_url'))[0]).toMatch(new RegExp(`/publications/${slug}$`))
  await expect(page.getByRole('link', { name: doi })).toHaveAttribute('href', `https://doi.org/${doi}`)

  const described = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.flatMap((s) => [JSON.parse(s.textContent ?? '{}')].flat()))
  const article = described.find((thing) => thing['@type'] === 'ScholarlyArticle')
  expect(article).toMatchObject({ headline: title, sameAs: `https://doi.org/${doi}` })
  expect(article.author).toHaveLength(shownAuthors.length)
  expect(article.identifier).toContainEqual({ '@type': 'PropertyValue', propertyID: 'DOI', value: doi })

  // The Cite panel: three styles, each with its copy button.
  const cite = page.getByRole('region', { name: 'Cite' })
  for (const style of ['APA', 'Vancouver', 'Harvard'])
    await expect(cite.getByRole('button', { name: `Copy the ${style} reference` })).toBeVisible()
  await expect(cite).toContainText(title)

  const types = {
    'application/x-bibtex': 'bib',
    'application/x-research-info-systems': 'ris',
    'application/vnd.citationstyles.csl+json': 'json',
  } as const
  for (const [type, extension] of Object.entries(types)) {
    const href = await page.locator(`head link[rel="alternate"][type="${type}"]`).getAttribute('href')
    expect(href, type).toMatch(new RegExp(`/publications/${slug}/citation\\.${extension}$`))
    await expect(cite.getByRole('link', { name: { bib: 'BibTeX', ris: 'RIS', json: 'CSL-JSON' }[extension], exact: true })).toHaveAttribute(
      'href',
      `/publications/${slug}/citation.${extension}`,
    )
    const response = await page.request.get(href ?? '')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain(type)
    const text = await response.text()
    if (extension === 'bib') {
      const { entries, errors } = parseBibtex(text)
      expect(errors).toEqual([])
      expect(entries).toHaveLength(1)
      expect(entries[0]?.fields.title).toBe(title)
      expect(entries[0]?.fields.doi).toBe(doi)
      expect(entries[0]?.fields.author?.map((a) => a.lastName)).toEqual(tagged.map((a) => a.split(',')[0]))
    } else if (extension === 'ris') {
      const [record] = parseRis(text)
      expect(record?.TI).toEqual([title])
      expect(record?.DO).toEqual([doi])
      expect(record?.AU).toEqual(tagged)
    } else {
      const [item] = JSON.parse(text) as { title: string; DOI: string; author: { family?: string }[] }[]
      expect(item).toMatchObject({ title, DOI: doi })
      expect(item?.author.map((a) => a.family)).toEqual(tagged.map((a) => a.split(',')[0]))
    }
  }
})

test("a profile's BibTeX holds every publication the profile lists, and the listing's the list's", async ({ page }) => {
  const slug = await firstSlug(page, '/api/central_publications')
  await page.goto(`/publications/${slug}`)
  const profile = await page.locator('.publication-authors a[href^="/people/"]').first().getAttribute('href')
  await page.goto(profile ?? '')
  const listed = await page.locator('section[aria-labelledby="publications"] .list-row').count()
  expect(listed).toBeGreaterThan(0)
  const href = await page.locator('head link[rel="alternate"][type="application/x-bibtex"]').getAttribute('href')
  expect(new URL(href ?? '', 'http://x').pathname).toBe(`${profile}/publications.bib`)
  const { entries } = parseBibtex(await (await page.request.get(href ?? '')).text())
  expect(entries).toHaveLength(listed)

  await page.goto('/publications?year=2024')
  const total = Number((await page.request.get('/api/central_publications?year=2024&perPage=1').then((r) => r.json())).total)
  const listingBib = await page.locator('head link[rel="alternate"][type="application/x-bibtex"]').getAttribute('href')
  const listingUrl = new URL(listingBib ?? '', 'http://x')
  expect(`${listingUrl.pathname}${listingUrl.search}`).toBe('/publication-citations/publications.bib?year=2024')
  expect(parseBibtex(await (await page.request.get(listingBib ?? '')).text()).entries).toHaveLength(total)
})
