import { expect, productName, test } from './fixtures'

/** What every page's head points at (icons, manifest) and the headers public pages carry. */

test('/favicon.ico, the app icons and the web manifest load', async ({ page }) => {
  const favicon = await page.request.get('/favicon.ico')
  expect(favicon.status()).toBe(200)
  expect(favicon.headers()['content-type']).toMatch(/^image\//)
  expect((await favicon.body()).length).toBeGreaterThan(100)

  const manifestResponse = await page.request.get('/manifest.webmanifest')
  expect(manifestResponse.status()).toBe(200)
  const manifest = JSON.parse(await manifestResponse.text())
  expect(manifest.name).toBe(productName)
  expect(manifest.start_url).toBe('/')
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes)
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']))
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const response = await page.request.get(icon.src)
    expect(response.status(), icon.src).toBe(200)
    expect(response.headers()['content-type']).toBe(icon.type)
  }

  // Every page names them in its head.
  await page.goto('/')
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
  for (const selector of ['head link[rel="icon"]', 'head link[rel="apple-touch-icon"]']) {
    const hrefs = await page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    expect(hrefs.length, selector).toBeGreaterThan(0)
    for (const href of hrefs) expect((await page.request.get(href)).status(), href).toBe(200)
  }
})

test('public pages send no client hints; /admin keeps them', async ({ page }) => {
  const { data } = await (await page.request.get('/api/news_events/news?perPage=1')).json()
  for (const path of ['/', '/news', data[0].url, '/no-such-page', '/favicon.ico']) {
    const headers = (await page.request.get(path, { maxRedirects: 0 })).headers()
    expect(headers['critical-ch'], path).toBeUndefined()
    expect(headers['accept-ch'], path).toBeUndefined()
    expect(headers.vary ?? '', path).not.toMatch(/Sec-CH-Prefers-Color-Scheme/i)
  }
  const admin = await page.request.get('/admin', { maxRedirects: 0 })
  expect(admin.status()).toBeLessThan(400)
  expect(admin.headers()['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
})
