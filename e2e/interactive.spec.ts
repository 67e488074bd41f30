import type { Page } from '@playwright/test'

import { createToken } from '../lib/tokens'
import { asNewClient, cmsAsEditor, expect, gotoHydrated, test } from './fixtures'

/**
 * What visitors send, in the browser: the contact form, the newsletter's
 * double opt-in, and staff verification behind the captcha.
 */

// The same secret as the server under test (playwright.config.ts), to sign expired proofs.
process.env.PAYLOAD_SECRET = 'e2e-tests'

test.beforeEach(async ({ page }) => {
  await asNewClient(page)
})

/** The page's own alert (Next.js adds a route announcer with the same role). */
const alertIn = (page: Page) => page.getByRole('main').getByRole('alert')

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`

test.describe('contact form', () => {
  const fill = async (page: Page, values: { name?: string; email?: string; topic?: string; message?: string }) => {
    if (values.name !== undefined) await page.getByLabel('Your name').fill(values.name)
    if (values.email !== undefined) await page.getByLabel('Your email address').fill(values.email)
    if (values.topic !== undefined) await page.getByLabel('Topic').selectOption({ label: values.topic })
    if (values.message !== undefined) await page.getByLabel('Message', { exact: true }).fill(values.message)
  }

  test('a valid message is sent and lands in the outbox for the institute', async ({ page }) => {
    await gotoHydrated(page, '/contact-us')
    const email = `visitor-${unique()}@example.org`
    await fill(page, { name: 'Visiting Tester', email, topic: 'Media and press', message: 'Could we interview one of your researchers?' })
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Your message has been sent' })).toBeVisible()
    const cms = await cmsAsEditor(page)
    const [mail] = await cms.find<{ subject: string; text: string; status: string }>('outbox', 'replyTo', email)
    expect(mail.subject).toContain('Media and press: message from Visiting Tester')
    expect(mail.text).toContain('Could we interview one of your researchers?')
    expect(mail.status).toBe('unsent')
  })

  test('field errors show beside each field, focus the first, and keep what was typed', async ({ page, expectedErrors }) => {
    expectedErrors.push(/^400 .*\/api\/form-submit/)
    await gotoHydrated(page, '/contact-us')
    await fill(page, { name: 'Kept Name', email: 'not-an-address', message: 'A message kept as typed.' })
    await page.getByRole('button', { name: 'Send message' }).click()
    // The same schema as the server's (built from the form's definition in the CMS) checks the answers first.
    await expect(alertIn(page)).toContainText('Please correct the 2 highlighted fields')
    await expect(page.getByText('Enter an email address like name@example.org.')).toBeVisible()
    await expect(page.getByText('Choose a topic.')).toBeVisible()
    await expect(page.getByLabel('Your email address')).toBeFocused()
    await expect(page.getByLabel('Your email address')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Your email address')).toHaveAttribute('aria-describedby', 'contact-email-error')
    await expect(page.getByLabel('Your name')).toHaveValue('Kept Name')
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('A message kept as typed.')

    // Fixing the fields sends the message.
    await fill(page, { email: `fixed-${unique()}@example.org`, topic: 'General enquiry', message: 'Now a long enough message.' })
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible()
  })

  test('a filled honeypot is refused and nothing reaches the outbox', async ({ page, expectedErrors }) => {
    expectedErrors.push(/^400 .*\/api\/form-submit/)
    await gotoHydrated(page, '/contact-us')
    const email = `bot-${unique()}@example.org`
    await fill(page, { name: 'Bot', email, topic: 'General enquiry', message: 'Buy cheap things from our shop today.' })
    // People never see or reach the field; a bot filling every input does.
    await expect(page.getByLabel('Leave this empty')).not.toBeInViewport()
    await page.getByLabel('Leave this empty').fill('http://spam.example', { force: true })
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(alertIn(page)).toContainText('could not be accepted')
    expect(await (await cmsAsEditor(page)).find('outbox', 'replyTo', email)).toEqual([])
  })

  test('the sixth message from one client in ten minutes is refused with a clear message', async ({ page, expectedErrors }) => {
    expectedErrors.push(/^429 .*\/api\/form-submit/)
    const client = await asNewClient(page)
    for (let i = 0; i < 5; i++) {
      const response = await page.request.post('/api/form-submit', {
        headers: { 'X-Forwarded-For': client },
        data: { form: 'contact', name: 'Busy', email: 'busy@example.org', topic: 'general', message: `Message number ${i} in a row` },
      })
      expect(response.status()).toBe(201)
    }
    await gotoHydrated(page, '/contact-us')
    await fill(page, { name: 'Busy', email: 'busy@example.org', topic: 'General enquiry', message: 'One message too many.' })
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(alertIn(page)).toContainText('Too many attempts from your connection')
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('One message too many.')
  })
})

test.describe('newsletter subscription', () => {
  test('sign up, confirm from the emailed link, then unsubscribe from the next message', async ({ page }) => {
    const email = `reader-${unique()}@example.org`
    await gotoHydrated(page, '/subscribe')
    await page.getByLabel('Email address').fill(email)
    await page.getByLabel('Name').fill('Keen Reader')
    await page.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByRole('status')).toContainText('check your inbox')

    const cms = await cmsAsEditor(page)
    const [confirmation] = await cms.find<{ text: string }>('outbox', 'to', email)
    const confirmLink = confirmation.text.match(/http\S+\/subscribe\/confirm\?token=\S+/)?.[0]
    expect(confirmLink).toBeTruthy()
    expect(confirmation.text).toMatch(/\/subscribe\/unsubscribe\?token=/)
    expect((await cms.find<{ status: string }>('subscribers', 'email', email))[0].status).toBe('pending')

    // Opening the link changes nothing by itself (mail scanners open links); the button confirms.
    await page.goto(confirmLink as string)
    expect((await cms.find<{ status: string }>('subscribers', 'email', email))[0].status).toBe('pending')
    await page.getByRole('button', { name: 'Confirm my subscription' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscription confirmed')
    expect((await cms.find<{ status: string }>('subscribers', 'email', email))[0].status).toBe('subscribed')

    const mails = await cms.find<{ subject: string; text: string }>('outbox', 'to', email)
    expect(mails.map((m) => m.subject)).toEqual(['Please confirm your subscription', 'Welcome to the Northvale Institute newsletter'])
    const unsubscribeLink = mails[1].text.match(/http\S+\/subscribe\/unsubscribe\?token=\S+/)?.[0]
    await page.goto(unsubscribeLink as string)
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You have been unsubscribed')
    expect((await cms.find<{ status: string }>('subscribers', 'email', email))[0].status).toBe('unsubscribed')
  })

  test('an invalid address gets a clear message and keeps what was typed', async ({ page, expectedErrors }) => {
    expectedErrors.push(/^400 .*\/api\/form-submit/)
    await gotoHydrated(page, '/subscribe')
    await page.getByLabel('Email address').fill('reader@nowhere')
    await page.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByText('Enter an email address like name@example.org.')).toBeVisible()
    await expect(page.getByLabel('Email address')).toHaveValue('reader@nowhere')
  })

  test('an expired or damaged confirmation link says so and offers a new sign-up', async ({ page }) => {
    await page.goto(`/subscribe/confirm?token=${createToken('subscribe-confirm', 'late@example.org', -1000)}`)
    await page.getByRole('button', { name: 'Confirm my subscription' }).click()
    await expect(alertIn(page)).toContainText('This confirmation link has expired.')
    await page.goto('/subscribe/confirm?token=damaged')
    await page.getByRole('button', { name: 'Confirm my subscription' }).click()
    await expect(alertIn(page)).toContainText('is not valid')
    await expect(page.getByRole('link', { name: 'Subscribe again' })).toHaveAttribute('href', '/subscribe')
  })
})

test.describe('staff verification', () => {
  /** /verify-staff → the captcha → solved in the browser → the result page. */
  const verify = async (page: Page, employeeId: string) => {
    await gotoHydrated(page, '/verify-staff')
    await page.getByLabel('Employee ID').fill(employeeId)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(`/captcha-form?employeeId=${employeeId}`)
    await expect(page.getByRole('button', { name: 'Show the result' })).toBeEnabled()
    // Operated from the keyboard, as the widget promises.
    await page.getByRole('checkbox', { name: "I'm not a robot" }).focus()
    await page.keyboard.press('Space')
    await expect(page.locator('input[name="captcha"]')).not.toHaveValue('', { timeout: 20_000 })
    await page.getByRole('button', { name: 'Show the result' }).click()
    await expect(page).toHaveURL(new RegExp(`/verify-staff/${employeeId}\\?proof=`))
  }

  test('an active member of staff: name, designation, division and photo; the proof works once', async ({ page }) => {
    await verify(page, 'NVH-01001')
    await expect(page.getByRole('status')).toContainText('This is a current member of Northvale Institute staff.')
    // The verdict says itself in words (and an icon and a colour of its own): not by colour alone.
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText('Verified: a current member of staff')
    await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText('Prof Amara Okafor')
    await expect(page.getByText('Head of Infectious Diseases and Deputy Director (Science)')).toBeVisible()
    await expect(page.getByText('Infectious Diseases', { exact: true })).toBeVisible()
    await expect(page.getByRole('img', { name: /Amara Okafor/ })).toBeVisible()

    // Replaying the same address (reload, shared link) shows nothing and asks for a new check.
    await page.reload()
    await expect(page).toHaveURL(/\/captcha-form\?employeeId=NVH-01001&error=proof_used/)
    await expect(alertIn(page)).toContainText('already been shown once')
    await expect(page.getByText('Prof Amara Okafor')).toHaveCount(0)
  })

  for (const [label, employeeId, hidden] of [
    ['unknown', 'NVH-77777', null],
    ['inactive', 'NVH-09001', 'Helena Brandt'],
  ] as const) {
    test(`an ${label} ID cannot be verified and reveals nothing more`, async ({ page }) => {
      await verify(page, employeeId)
      await expect(page.getByText('This employee ID cannot be verified.')).toBeVisible()
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText('Not verified')
      await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveCount(0)
      // The switchboard number from the settings, to call at once.
      await expect(page.getByRole('main').getByRole('link', { name: '+00 20 7946 0000' })).toHaveAttribute('href', 'tel:+002079460000')
      await expect(page.locator('main img')).toHaveCount(0)
      if (hidden) await expect(page.getByText(hidden)).toHaveCount(0)
    })
  }

  test('opening the result directly, or with a forged proof, sends the visitor to the captcha', async ({ page }) => {
    await page.goto('/verify-staff/NVH-01001')
    await expect(page).toHaveURL('/captcha-form?employeeId=NVH-01001')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm you are a person')
    await page.goto('/verify-staff/NVH-01001?proof=forged.proof')
    await expect(page).toHaveURL(/error=proof_invalid/)
    await expect(page.getByText('Prof Amara Okafor')).toHaveCount(0)
  })

  test('an expired proof, or one made for another ID, sends the visitor back to the captcha', async ({ page }) => {
    await page.goto(`/verify-staff/NVH-01001?proof=${createToken('staff-proof', 'NVH-01001', -1000)}`)
    await expect(page).toHaveURL(/\/captcha-form\?employeeId=NVH-01001&error=proof_expired/)
    await expect(alertIn(page)).toContainText('expired')
    await page.goto(`/verify-staff/NVH-01001?proof=${createToken('staff-proof', 'NVH-09001', 60_000)}`)
    await expect(page).toHaveURL(/error=proof_invalid/)
    await expect(page.getByText('Prof Amara Okafor')).toHaveCount(0)
  })

  test('past thirty checks from one client in ten minutes, the page says to wait and offers no check', async ({ page }) => {
    const client = await asNewClient(page)
    for (let i = 0; i < 30; i++)
      expect((await page.request.get('/captcha-form?employeeId=NVH-01001', { headers: { 'X-Forwarded-For': client } })).status()).toBe(200)
    await page.goto('/captcha-form?employeeId=NVH-01001')
    await expect(alertIn(page)).toContainText('Too many attempts from your connection')
    await expect(page.getByRole('checkbox')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Show the result' })).toHaveCount(0)
  })

  test('the form is not sent until the captcha is solved', async ({ page }) => {
    await gotoHydrated(page, '/captcha-form?employeeId=NVH-01001')
    await expect(page.getByRole('button', { name: 'Show the result' })).toBeEnabled()
    await page.getByRole('button', { name: 'Show the result' }).click()
    expect(await page.getByRole('checkbox').evaluate((box: HTMLInputElement) => box.validity.valid)).toBe(false)
    await expect(page).toHaveURL('/captcha-form?employeeId=NVH-01001')
  })
})

test.describe('editors in /admin', () => {
  test('the staff registry, subscribers and submissions offer CSV export, the registry CSV import', async ({ page }) => {
    await cmsAsEditor(page) // signs this browser in (the session cookie is shared)
    await page.goto('/admin/collections/staff')
    await expect(page.getByRole('heading', { name: 'Staff registry' })).toBeVisible()
    await expect(page.getByText('NVH-01001')).toBeVisible()
    await expect(
      page
        .getByRole('button', { name: /export/i })
        .or(page.getByRole('link', { name: /export/i }))
        .first(),
    ).toBeVisible()
    await expect(
      page
        .getByRole('button', { name: /import/i })
        .or(page.getByRole('link', { name: /import/i }))
        .first(),
    ).toBeVisible()
    for (const collection of ['subscribers', 'form-submissions', 'outbox']) {
      await page.goto(`/admin/collections/${collection}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    }
  })
})
