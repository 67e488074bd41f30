import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** The rules the site's pages are held to: WCAG 2.2 A and AA, and axe's best practice. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/**
 * axe's violations on the page as it is now, one line each: the rule, its impact, its help and the elements.
 * `tags: null` runs every rule; `include` limits the check to one part of the page. Only violations are
 * collected: listing every pass as well is most of axe's time on a long page.
 */
export async function axeViolations(page: Page, { tags = wcagTags, include }: { tags?: string[] | null; include?: string } = {}) {
  // options() replaces what withTags() set, so it comes first.
  let axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] })
  if (tags) axe = axe.withTags(tags)
  if (include) axe = axe.include(include)
  const { violations } = await axe.analyze()
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
