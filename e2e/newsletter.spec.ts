import type { Page } from '@playwright/test'

import { asNewClient, cmsAsEditor, expect, gotoHydrated, test } from './fixtures'

/**
 * The newsletter as a visitor meets it: signing up with the topics ticked,
 * then the preferences link changing them and unsubscribing; and the archive
 * of sent issues, from its listing to an issue and on to a story it links;
 * and the composer's section rows, named for the editor.
 */

test.beforeEach(async ({ page }) => {
  await asNewClient(page)
})

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
const topics = ['News and stories', 'Press releases', 'Events', 'Publications']

/** The link of `path` in the latest message to `email` (the outbox keeps what the site mailed). */
async function linkInMail(page: Page, email: string, path: string): Promise<string> {
  const mails = await (await cmsAsEditor(page)).find<{ text: string }>('outbox', 'to', email)
  const link = mails
    .map((m) => m.text.match(new RegExp(`http\\S+${path.replace(/[/?]/g, '\\$&')}\\?token=\\S+`))?.[0])
    .filter(Boolean)
    .at(-1)
  expect(link, `a ${path} link in the mail to ${email}`).toBeTruthy()
  return new URL(link as string).pathname + new URL(link as string).search
}

test.describe('newsletter topics and preferences', () => {
  test('sign up for two topics, change them from the preferences link, then unsubscribe from there', async ({ page }) => {
    const email = `topics-${unique()}@example.org`
    await gotoHydrated(page, '/subscribe')
    for (const topic of topics) await expect(page.getByRole('checkbox', { name: topic })).toBeChecked()
    await page.getByLabel('Email address').fill(email)
    await page.getByRole('checkbox', { name: 'Press releases' }).uncheck()
    await page.getByRole('checkbox', { name: 'Publications' }).uncheck()
    await page.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByRole('status')).toContainText('check your inbox')
    const cms = await cmsAsEditor(page)
    expect((await cms.find<{ topics: string[] }>('subscribers', 'email', email))[0].topics).toEqual(['news', 'events'])

    await page.goto(await linkInMail(page, email, '/subscribe/confirm'))
    await page.getByRole('button', { name: 'Confirm my subscription' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscription confirmed')

    // The welcome message links the preferences page: it shows the topics chosen at sign-up.
    await page.goto(await linkInMail(page, email, '/subscribe/preferences'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your newsletter preferences')
    await expect(page.getByRole('checkbox', { name: 'News and stories' })).toBeChecked()
    await expect(page.getByRole('checkbox', { name: 'Events' })).toBeChecked()
    await expect(page.getByRole('checkbox', { name: 'Press releases' })).not.toBeChecked()
    await page.getByRole('checkbox', { name: 'Events' }).uncheck()
    await page.getByRole('checkbox', { name: 'Publications' }).check()
    await page.getByRole('button', { name: 'Save my choices' }).click()
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Your choices are saved. The next newsletter follows them.')
    await expect(page.getByRole('checkbox', { name: 'Publications' })).toBeChecked()
    await expect(page.getByRole('checkbox', { name: 'Events' })).not.toBeChecked()
    expect((await cms.find<{ topics: string[] }>('subscribers', 'email', email))[0].topics).toEqual(['news', 'publications'])

    // No topic at all is refused with a way out.
    for (const topic of ['News and stories', 'Publications']) await page.getByRole('checkbox', { name: topic }).uncheck()
    await page.getByRole('button', { name: 'Save my choices' }).click()
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Choose at least one topic, or unsubscribe')
    expect((await cms.find<{ topics: string[] }>('subscribers', 'email', email))[0].topics).toEqual(['news', 'publications'])

    await page.getByRole('link', { name: `unsubscribe ${email}` }).click()
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You have been unsubscribed')
    expect((await cms.find<{ status: string }>('subscribers', 'email', email))[0].status).toBe('unsubscribed')
  })
})

test.describe('newsletter archive', () => {
  test('the listing shows sent issues newest first; an issue shows its sections, which lead to the site’s pages', async ({ page }) => {
    await gotoHydrated(page, '/newsletters')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletters')
    const titles = page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 })
    await expect(titles.first()).toHaveText('Summer round-up: new findings and open days')
    await expect(titles.nth(1)).toHaveText('Spring round-up: field seasons open')
    await expect(page.getByRole('link', { name: 'Newsletter feed (RSS)' })).toHaveAttribute('href', '/newsletters/feed.xml')

    await titles.first().getByRole('link').click()
    await expect(page).toHaveURL(/\/newsletters\/summer-round-up$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Summer round-up: new findings and open days')
    await expect(page.getByText(/^Sent \d{1,2} \w+ \d{4}$/)).toBeVisible()
    const sections = page.getByRole('region', { name: 'In this issue' }).getByRole('heading', { level: 3 }).getByRole('link')
    expect(await sections.count()).toBeGreaterThan(0)
    // Nobody's own links: what the archive shows is the same for everyone.
    expect(await page.getByRole('main').innerHTML()).not.toMatch(/token=|\/subscribe\/(unsubscribe|preferences|one-click)/)

    const first = sections.first()
    const title = (await first.textContent())?.trim() ?? ''
    const href = (await first.getAttribute('href')) ?? ''
    expect(href).toMatch(/^\/(news|events)\//)
    await first.click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  })
})

test.describe('newsletter composer', () => {
  test('each section’s row is named by its title and topic', async ({ page, expectedErrors }) => {
    // Known and not yet explained: once in a full run (never alone), React reported a hydration mismatch (#418) on
    // this document view of /admin. It is allowed here, by its code only, so that it is seen in the report and mended.
    expectedErrors.push(/Minified React error #418/)
    const cms = await cmsAsEditor(page) // signs this browser in (the session cookie is shared)
    const [issue] = await cms.find<{ id: number; sections: { title: string; topic: string }[] }>(
      'newsletter-issues',
      'slug',
      'summer-round-up',
    )
    await page.goto(`/admin/collections/newsletter-issues/${issue.id}`)
    await expect(page.getByText(`1. ${issue.sections[0].title} (News and stories)`, { exact: true })).toBeVisible()
    const last = issue.sections.length
    await expect(page.getByText(`${last}. ${issue.sections[last - 1].title} (Events)`, { exact: true })).toBeVisible()
    await expect(page.getByText(/^Section 0\d$/)).toHaveCount(0)
  })
})
