import { generate } from 'otplib'

import { cmsAsEditor, expect, test } from './fixtures'

/**
 * Two things a browser must show: signing in to /admin with a code from an
 * authenticator app, and a video in a story that loads nothing from another
 * host until the visitor presses play.
 */

const stamp = Date.now()
const password = 'a long password for two-factor'

test('an editor with two-factor sign-in signs in to /admin with the password, then the code', async ({
  page,
  browser,
  baseURL,
  expectedErrors,
}) => {
  // The first step's answer is a 401 asking for the code.
  expectedErrors.push(/^401 .*\/cms\/api\/users\/login$/)
  const email = `two-factor-e2e-${stamp}@example.org`
  const admin = await cmsAsEditor(page)
  await admin.create('users', { email, password, roles: ['editor'], name: 'An editor with a phone' })

  // The editor turns it on (as on the account page), through the same endpoints.
  const editor = await browser.newContext({ baseURL })
  const signedIn = await editor.request.post('/cms/api/users/login', { data: { email, password } })
  expect(signedIn.ok(), await signedIn.text()).toBe(true)
  const headers = { Authorization: `JWT ${(await signedIn.json()).token}` }
  const setupAnswer = await editor.request.post('/cms/api/users/two-factor/setup', { headers, data: {} })
  expect(setupAnswer.ok(), await setupAnswer.text()).toBe(true)
  const setup = await setupAnswer.json()
  const enabled = await editor.request.post('/cms/api/users/two-factor/enable', {
    headers,
    data: { setupToken: setup.setupToken, code: await generate({ secret: setup.secret }) },
  })
  expect(enabled.ok(), await enabled.text()).toBe(true)
  await editor.close()

  await page.context().clearCookies()
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  const codeBox = page.getByLabel(/code from your authenticator app/i)
  await expect(codeBox).toBeVisible()
  await expect(page.locator('.sign-in__message')).toContainText('Enter the 6-digit code')
  // The next step's code: the one that turned it on was this step's, and a code counts once.
  await codeBox.fill(await generate({ secret: setup.secret, epoch: Math.floor(Date.now() / 1000) + 30 }))
  await page.getByRole('button', { name: 'Verify and log in' }).click()
  await expect(page.getByRole('heading', { name: 'Content', level: 2 })).toBeVisible()
})

const videoBody = (url: string, title: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        textFormat: 0,
        children: [{ type: 'text', text: 'The trial in two minutes.', version: 1, format: 0, detail: 0, mode: 'normal', style: '' }],
      },
      { type: 'block', version: 2, format: '', fields: { id: `v${stamp}`, blockName: '', blockType: 'video', url, title } },
    ],
  },
})

test('a video in a story asks nothing of another host until play is pressed, then plays from the privacy-enhanced player', async ({
  page,
  browser,
  baseURL,
}) => {
  const title = `Video story ${stamp}`
  const admin = await cmsAsEditor(page)
  const story = await admin.create('news', {
    title,
    type: 'press-release',
    publishedAt: new Date(Date.now() - 3_600_000).toISOString(),
    summary: 'A story with a video.',
    body: videoBody('https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'The booster trial explained'),
    _status: 'published',
  })

  const visitor = await browser.newContext({ baseURL })
  const reader = await visitor.newPage()
  const site = new URL(baseURL ?? '').host
  const elsewhere: string[] = []
  reader.on('request', (request) => {
    if (new URL(request.url()).host !== site && !request.url().startsWith('data:')) elsewhere.push(request.url())
  })
  // The player's host is out of reach here: a stand-in answers for it.
  await reader.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>The player</p>' }),
  )
  const response = await reader.goto(`/press-releases/${story.slug}`)
  expect(response?.status()).toBe(200)
  // The header policy allows frames from the players only.
  expect(response?.headers()['content-security-policy']).toContain(
    "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
  )
  const figure = reader.locator('figure.video-embed')
  await expect(figure).toBeVisible()
  await expect(figure.getByRole('link', { name: 'Watch on YouTube' })).toHaveAttribute(
    'href',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  )
  await reader.waitForLoadState('networkidle')
  expect(elsewhere).toEqual([])
  await expect(figure.locator('iframe')).toHaveCount(0)

  await figure.getByRole('button', { name: 'Play the video: The booster trial explained' }).click()
  const player = figure.locator('iframe')
  await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0')
  await expect(player).toHaveAttribute('title', 'The booster trial explained')
  await expect.poll(() => elsewhere).toEqual(['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0'])
  await expect(player.contentFrame().getByText('The player')).toBeVisible()
  await visitor.close()
})
