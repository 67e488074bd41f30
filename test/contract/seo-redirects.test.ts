import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type EndpointName, type Result, endpoints } from '@/lib/contract'
import { redirectFor } from '@/lib/redirects'

import { api } from '../support/api'
import { cmsRest } from '../support/cms'

/**
 * The editors' newsroom: SEO fields reach the contract, renames and the
 * redirects collection reach the site's redirects, menu entries follow their
 * documents, and the field rules answer in plain words through the CMS's REST API.
 */

let payload: Payload
let token: string
const email = 'seo-editor@northvale.example'
const password = 'a long editor passphrase 42'

const shape = <K extends EndpointName>(name: K, body: unknown) => endpoints[name].response.parse(body) as Result<K>
const redirects = async () => shape('redirects', (await api('/api/redirects')).body).data
const auth = () => ({ authorization: `JWT ${token}`, 'content-type': 'application/json' })
const patch = (path: string, data: unknown) => cmsRest(path, { method: 'PATCH', headers: auth(), body: JSON.stringify(data), token })
const post = (path: string, data: unknown) => cmsRest(path, { method: 'POST', headers: auth(), body: JSON.stringify(data), token })
const errorText = (body: unknown) => JSON.stringify(body)

beforeAll(async () => {
  payload = await getPayload({ config })
  await payload.delete({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'SEO editor', roles: ['editor'] } as never,
    overrideAccess: true,
  })
  const login = await cmsRest('/cms/api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  expect(login.status).toBe(200)
  token = String(login.body.token)
})

afterAll(async () => {
  await payload.delete({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
})

/** The latest story visitors can read (read as one: a story another file left embargoed is not it). */
async function publishedStory() {
  const { docs } = await payload.find({
    collection: 'news',
    where: { _status: { equals: 'published' } },
    sort: '-publishedAt',
    limit: 1,
    depth: 0,
    overrideAccess: false,
  })
  return docs[0]
}

describe('SEO fields', () => {
  it('a story answers its meta title and description once an editor sets them, null before', async () => {
    const story = await publishedStory()
    expect(shape('newsBySlug', (await api(`/api/news_by_slug/${story.slug}`)).body).meta).toBeNull()
    const saved = await patch(`/cms/api/news/${story.id}`, {
      meta: { title: 'Search title', description: 'What search engines show under the title.' },
    })
    expect(saved.status).toBe(200)
    const item = shape('newsBySlug', (await api(`/api/news_by_slug/${story.slug}`)).body)
    expect(item.meta).toEqual({ title: 'Search title', description: 'What search engines show under the title.', image: null })
    await patch(`/cms/api/news/${story.id}`, { meta: { title: null, description: null } })
  })

  it('a meta image is answered as an image, with its address', async () => {
    const story = await publishedStory()
    const media = (await payload.find({ collection: 'media', where: { mimeType: { like: 'image/' } }, limit: 1, depth: 0 })).docs[0]
    expect((await patch(`/cms/api/news/${story.id}`, { meta: { image: media.id } })).status).toBe(200)
    const item = shape('newsBySlug', (await api(`/api/news_by_slug/${story.slug}`)).body)
    expect(item.meta?.image?.url).toBe(media.url)
    expect(item.meta?.image?.alt).toBe(media.alt)
    await patch(`/cms/api/news/${story.id}`, { meta: { image: null } })
  })

  it('the front page settings carry their own', async () => {
    const saved = await cmsRest('/cms/api/globals/front-page-settings', {
      method: 'POST',
      headers: auth(),
      body: JSON.stringify({ meta: { description: 'The home page in search results.' } }),
      token,
    })
    expect(saved.status).toBe(200)
    expect(shape('frontPageSettings', (await api('/api/front_page_settings')).body).data.meta?.description).toBe(
      'The home page in search results.',
    )
    await cmsRest('/cms/api/globals/front-page-settings', {
      method: 'POST',
      headers: auth(),
      body: JSON.stringify({ meta: { description: null } }),
      token,
    })
  })
})

describe('redirects', () => {
  it('renaming a published story redirects its old address to the new one; chains collapse; the old address freed again has none', async () => {
    const story = await publishedStory()
    const first = `/${shape('newsBySlug', (await api(`/api/news_by_slug/${story.slug}`)).body).section}/${story.slug}`
    const section = first.split('/')[1]

    expect((await patch(`/cms/api/news/${story.id}`, { slug: `${story.slug}-renamed`, _status: 'published' })).status).toBe(200)
    expect(redirectFor(await redirects(), first)).toBe(`/${section}/${story.slug}-renamed`)
    expect((await api(`/api/news_by_slug/${story.slug}`)).status).toBe(404)

    // A second rename: both earlier addresses lead straight to the newest.
    expect((await patch(`/cms/api/news/${story.id}`, { slug: `${story.slug}-again`, _status: 'published' })).status).toBe(200)
    const list = await redirects()
    expect(redirectFor(list, first)).toBe(`/${section}/${story.slug}-again`)
    expect(redirectFor(list, `/${section}/${story.slug}-renamed`)).toBe(`/${section}/${story.slug}-again`)

    // Back to the first name: that address is live again, so it has no redirect; the others lead to it.
    expect((await patch(`/cms/api/news/${story.id}`, { slug: story.slug, _status: 'published' })).status).toBe(200)
    const back = await redirects()
    expect(redirectFor(back, first)).toBeNull()
    expect(redirectFor(back, `/${section}/${story.slug}-again`)).toBe(first)
    expect(back.every((r) => r.from !== r.to)).toBe(true)
  })

  it('a draft with a new slug redirects nothing until it is published', async () => {
    const story = await publishedStory()
    const before = await redirects()
    expect((await patch(`/cms/api/news/${story.id}?draft=true`, { slug: `${story.slug}-draft` })).status).toBe(200)
    expect(await redirects()).toEqual(before)
    await payload.update({ collection: 'news', id: story.id, data: { slug: story.slug, _status: 'published' }, overrideAccess: true })
  })

  it('a redirect editors add serves: to a document (its current address) or to an address', async () => {
    const about = (await payload.find({ collection: 'pages', where: { slug: { equals: 'about-us' } }, depth: 0 })).docs[0]
    const toDoc = await post('/cms/api/redirects', {
      from: '/who-we-are/',
      to: { type: 'reference', reference: { relationTo: 'pages', value: about.id } },
    })
    expect(toDoc.status).toBe(201)
    const toUrl = await post('/cms/api/redirects', { from: '/old-careers', to: { type: 'custom', url: '/careers' } })
    expect(toUrl.status).toBe(201)
    const list = await redirects()
    expect(redirectFor(list, '/who-we-are')).toBe('/about-us')
    expect(redirectFor(list, '/old-careers')).toBe('/careers')
    expect(redirectFor(list, '/about')).toBe('/about-us') // the seeded one

    const self = await post('/cms/api/redirects', { from: '/loop', to: { type: 'custom', url: '/loop/' } })
    expect(self.status).toBe(400)
    expect(errorText(self.body)).toMatch(/cannot lead to its own old address/)
    const notAPath = await post('/cms/api/redirects', { from: 'no slash', to: { type: 'custom', url: '/careers' } })
    expect(notAPath.status).toBe(400)
    // Paths that browsers read as another host are refused, as the destination and as the old address.
    for (const offSite of ['/\\evil.example', '/%5Cevil.example', '/%2F%2Fevil.example']) {
      const saved = await post('/cms/api/redirects', { from: '/leaves-the-site', to: { type: 'custom', url: offSite } })
      expect(saved.status, offSite).toBe(400)
      expect((await post('/cms/api/redirects', { from: offSite, to: { type: 'custom', url: '/careers' } })).status, offSite).toBe(400)
    }

    await payload.delete({ collection: 'redirects', where: { from: { in: ['/who-we-are', '/old-careers'] } }, overrideAccess: true })
  })
})

describe('menus', () => {
  it('an entry linked to a document follows its rename; an unpublished one is left out', async () => {
    const story = await publishedStory()
    const menu = (await payload.find({ collection: 'menus', where: { location: { equals: 'footer' } }, limit: 1, depth: 0 })).docs[0]
    const items = [
      ...(menu.items ?? []),
      { label: 'Story of the week', linkType: 'document', document: { relationTo: 'news', value: story.id } },
    ]
    expect((await patch(`/cms/api/menus/${menu.id}`, { items })).status).toBe(200)
    const entry = async () =>
      shape('menus', (await api(`/api/menus/${menu.id}`)).body).items.find((i) => i.label === 'Story of the week')?.url
    const before = await entry()
    expect(before).toMatch(new RegExp(`/${story.slug}$`))

    await patch(`/cms/api/news/${story.id}`, { slug: `${story.slug}-moved`, _status: 'published' })
    expect(await entry()).toBe(before?.replace(new RegExp(`${story.slug}$`), `${story.slug}-moved`))

    await patch(`/cms/api/news/${story.id}`, { _status: 'draft' })
    expect(await entry()).toBeUndefined()

    await payload.update({ collection: 'news', id: story.id, data: { slug: story.slug, _status: 'published' }, overrideAccess: true })
    await payload.update({ collection: 'menus', id: menu.id, data: { items: menu.items }, overrideAccess: true })
    await payload.delete({ collection: 'redirects', where: { from: { like: `${story.slug}-moved` } }, overrideAccess: true })
  })
})

describe('field rules, as editors meet them', () => {
  it('a duplicate slug names the record that has it', async () => {
    const [a, b] = (await payload.find({ collection: 'news', where: { _status: { equals: 'published' } }, limit: 2, depth: 0 })).docs
    const answer = await patch(`/cms/api/news/${b.id}`, { slug: a.slug })
    expect(answer.status).toBe(400)
    expect(errorText(answer.body)).toContain(`This address is already used by “${a.title}” (news item)`)
    expect(errorText(answer.body)).not.toMatch(/invalid: slug/)
  })

  it('other unique fields say whose the value is', async () => {
    const [a, b] = (await payload.find({ collection: 'protocols', limit: 2, depth: 0 })).docs
    const answer = await patch(`/cms/api/protocols/${b.id}`, { protocolNumber: a.protocolNumber })
    expect(answer.status).toBe(400)
    expect(errorText(answer.body)).toContain(`This protocol number is already used by “${a.title}” (protocol)`)
    const again = await post('/cms/api/redirects', { from: '/about', to: { type: 'custom', url: '/careers' } })
    expect(again.status).toBe(400)
    expect(errorText(again.body)).toContain('This old address is already used by “/about” (redirect)')
  })

  it('messages name fields in plain words', async () => {
    const protocol = (await payload.find({ collection: 'protocols', limit: 1, depth: 0 })).docs[0]
    const answer = await patch(`/cms/api/protocols/${protocol.id}`, { protocolNumber: '' })
    expect(answer.status).toBe(400)
    expect(errorText(answer.body)).toMatch(/Protocol number/)
    expect(String(answer.body.errors?.[0]?.message)).not.toMatch(/protocolNumber/)
  })

  it('ORCID iDs are checked with their check digit', async () => {
    const person = (await payload.find({ collection: 'people', limit: 1, depth: 0 })).docs[0]
    const wrong = await patch(`/cms/api/people/${person.id}`, { orcid: '0000-0002-1825-0098' })
    expect(wrong.status).toBe(400)
    expect(errorText(wrong.body)).toMatch(/ORCID iD/)
    expect((await patch(`/cms/api/people/${person.id}`, { orcid: '0000-0002-1825-0097' })).status).toBe(200)
    await payload.update({ collection: 'people', id: person.id, data: { orcid: person.orcid ?? null }, overrideAccess: true })
  })

  it('links and DOIs are checked', async () => {
    const publication = (await payload.find({ collection: 'publications', limit: 1, depth: 0 })).docs[0]
    expect((await patch(`/cms/api/publications/${publication.id}`, { doi: 'doi.org/10.1/x' })).status).toBe(400)
    expect((await patch(`/cms/api/publications/${publication.id}`, { url: 'javascript:alert(1)' })).status).toBe(400)
  })

  it('a tender cannot close before it is published, and one past its closing date shows as closed', async () => {
    const tender = (await payload.find({ collection: 'tenders', where: { status: { equals: 'open' } }, limit: 1, depth: 0 })).docs[0]
    const early = await patch(`/cms/api/tenders/${tender.id}`, {
      closesAt: new Date(new Date(tender.publishedAt).getTime() - 86_400_000).toISOString(),
    })
    expect(early.status).toBe(400)
    expect(errorText(early.body)).toMatch(/The closing date cannot be before the publication date/)

    const yesterday = new Date(Date.now() - 86_400_000).toISOString()
    await payload.update({ collection: 'tenders', id: tender.id, data: { closesAt: yesterday }, overrideAccess: true })
    const all = shape('tenders', (await api('/api/tenders/all?perPage=100')).body).data
    expect(all.find((t) => t.id === tender.id)?.status).toBe('closed')
    const open = shape('tenders', (await api('/api/tenders/open?perPage=100')).body).data
    expect(open.some((t) => t.id === tender.id)).toBe(false)
    const closed = shape('tenders', (await api('/api/tenders/closed?perPage=100')).body).data
    expect(closed.some((t) => t.id === tender.id)).toBe(true)
    // Stored status unchanged: it is worked out when read.
    expect((await payload.findByID({ collection: 'tenders', id: tender.id, depth: 0 })).status).toBe('open')
    await payload.update({ collection: 'tenders', id: tender.id, data: { closesAt: tender.closesAt }, overrideAccess: true })
  })

  it('our researchers follow the editors’ order, then names', async () => {
    const listed = shape('peoples', (await api('/api/peoples?perPage=100')).body).data
    const last = listed[listed.length - 1]
    const person = await payload.findByID({ collection: 'people', id: last.id, depth: 0 })
    expect((await patch(`/cms/api/people/${last.id}`, { order: -5 })).status).toBe(200)
    const after = shape('peoples', (await api('/api/peoples?perPage=100')).body).data
    expect(after[0].id).toBe(last.id)
    // Within one order value, by name.
    const { docs } = await payload.find({ collection: 'people', where: { id: { in: after.map((p) => p.id) } }, limit: 200, depth: 0 })
    const orderOf = new Map(docs.map((p) => [String(p.id), p.order ?? 0]))
    const keys = after.slice(1).map((p) => [orderOf.get(String(p.id)) ?? 0, p.name] as const)
    for (let i = 1; i < keys.length; i++) {
      const [[o1, n1], [o2, n2]] = [keys[i - 1], keys[i]]
      expect(o1 < o2 || (o1 === o2 && n1.localeCompare(n2, 'en') <= 0), `${n1} (${o1}) before ${n2} (${o2})`).toBe(true)
    }
    await payload.update({ collection: 'people', id: last.id, data: { order: person.order ?? 0 }, overrideAccess: true })
  })
})
