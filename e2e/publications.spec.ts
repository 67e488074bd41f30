import { parse as parseBibtex } from '@retorquere/bibtex-parser'

import { cmsAsEditor, expect, firstSlug, test } from './fixtures'

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

test.describe('finding research on /publications', () => {
  type Facet = { name: string; options: { value: string; label: string; count: number }[] }
  const facetsOf = async (page: import('@playwright/test').Page, query: string) =>
    (await (await page.request.get(`/api/publication_facets?${query}`)).json()) as { data: Facet[]; total: number }
  const busiest = (facets: { data: Facet[] }, name: string) => {
    const options = [...(facets.data.find((f) => f.name === name)?.options ?? [])].sort((a, b) => b.count - a.count)
    if (!options[0]?.count) throw new Error(`no ${name} with publications`)
    return options[0]
  }

  test('a visitor narrows the list by type and institute author, sees the counts, and downloads what is shown', async ({ page }) => {
    const all = await facetsOf(page, '')
    const type = busiest(all, 'type')
    await page.goto('/publications')
    const form = page.getByRole('search', { name: 'Filter the list' })
    const filters = form.getByRole('group', { name: 'Filter by' })
    for (const label of ['Type', 'Year', 'Research theme', 'Division', 'Institute author', 'Access'])
      await expect(filters.getByLabel(label, { exact: true })).toBeVisible()
    await expect(page.getByRole('status')).toHaveText(new RegExp(`^${all.total} results`))

    // Each choice says how many it would show.
    const typeSelect = filters.getByLabel('Type', { exact: true })
    await expect(typeSelect.locator(`option[value="${type.value}"]`)).toHaveText(`${type.label} (${type.count})`)
    await typeSelect.selectOption(type.value)
    await form.getByRole('button', { name: 'Show results' }).click()
    await expect(page).toHaveURL(new RegExp(`[?&]type=${type.value}`))
    await expect(page.getByRole('status')).toHaveText(new RegExp(`^${type.count} results?`))
    await expect(page).toHaveTitle(new RegExp(`type: ${type.label}`))

    // Within that type, the authors' counts are the type's.
    const byType = await facetsOf(page, `type=${type.value}`)
    const author = busiest(byType, 'author')
    const authorSelect = filters.getByLabel('Institute author', { exact: true })
    await expect(authorSelect.locator(`option[value="${author.value}"]`)).toHaveText(`${author.label} (${author.count})`)
    await authorSelect.selectOption(author.value)
    await form.getByRole('button', { name: 'Show results' }).click()
    await expect(page).toHaveURL(new RegExp(`author=${author.value}`))
    await expect(page.getByRole('status')).toHaveText(new RegExp(`^${author.count} results?`))
    await expect(typeSelect).toHaveValue(type.value)
    await expect(authorSelect).toHaveValue(author.value)

    // The list's citations hold every publication shown, with both filters.
    const bib = page.getByRole('list', { name: "Download the list's citations" }).getByRole('link', { name: 'BibTeX' })
    const href = (await bib.getAttribute('href')) ?? ''
    expect(href).toContain(`type=${type.value}`)
    expect(href).toContain(`author=${author.value}`)
    expect(parseBibtex(await (await page.request.get(href)).text()).entries).toHaveLength(author.count)
  })

  test('without JavaScript the filters are a GET form; a bad value says so and shows everything', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    try {
      const all = await facetsOf(page, '')
      const access = (await facetsOf(page, '')).data.find((f) => f.name === 'openAccess')?.options.find((o) => o.value === 'true')
      await page.goto('/publications')
      await page.getByLabel('Access', { exact: true }).selectOption('true')
      await page.getByRole('button', { name: 'Show results' }).click()
      await expect(page).toHaveURL(/openAccess=true/)
      await expect(page.getByRole('status')).toHaveText(new RegExp(`^${access?.count} results?`))

      const response = await page.goto('/publications?type=novel&division=no-such-division')
      expect(response?.status()).toBe(200)
      const alert = page.getByRole('alert').filter({ hasText: 'could not be used' })
      await expect(alert).toContainText('type must be one of journal-article')
      await expect(alert).toContainText('there is no division “no-such-division”, so all divisions are shown')
      await expect(page.getByRole('status')).toHaveText(new RegExp(`^${all.total} results`))
    } finally {
      await context.close()
    }
  })
})

test('"Add from DOI" in /admin fills a draft from the DOI\'s record, and the editor lands on it', async ({ page, expectedErrors }) => {
  test.setTimeout(120_000)
  const cms = await cmsAsEditor(page) // signs this browser in
  // On this worker's fresh database the DOI is not in the CMS yet.
  const doi = '10.5555/nvh.import.0001'
  await page.goto('/admin/collections/publications')
  await page.getByLabel('Add from DOI').fill(`https://doi.org/${doi.toUpperCase()}`)
  await page.getByRole('button', { name: 'Fill a draft' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/publications\/\d+$/)
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(/^Seasonal malaria chemoprevention/)
  await expect(page.getByRole('textbox', { name: 'Journal or publisher' })).toHaveValue('Journal of Tropical Epidemiology')
  const [draft] = await cms.find<{ title: string; _status: string; authors: { name: string }[] }>('publications', 'doi', doi, true)
  expect(draft).toMatchObject({ _status: 'draft', title: expect.stringMatching(/^Seasonal malaria chemoprevention/) })
  expect(draft?.authors.map((a) => a.name)).toEqual(['Carvalho M', 'Achterberg K', 'Dlamini L'])

  // A DOI nobody registered: a readable message, no draft.
  expectedErrors.push(/^404 .*\/import-doi$/)
  await page.goto('/admin/collections/publications')
  await page.getByLabel('Add from DOI').fill('10.5555/nvh.missing')
  await page.getByRole('button', { name: 'Fill a draft' }).click()
  await expect(page.getByRole('alert').filter({ hasText: '10.5555/nvh.missing' })).toBeVisible()
})
