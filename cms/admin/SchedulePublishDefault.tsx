'use client'
import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect } from 'react'

/**
 * Payload 3.90's Schedule drawer pre-selects "Unpublish" for a document that
 * has never been published (its default counts newer drafts, and a document
 * with no published version has none). For such a document this selects
 * "Publish" once each time the drawer opens; the editor may still change it.
 *
 * The assumption, in this one place: the drawer's type choice is a radio
 * group under `.schedule-publish__type` whose inputs' ids end in `-publish`
 * and `-unpublish`. e2e/newsroom.spec.ts checks the default on a real draft,
 * so a Payload upgrade that changes this fails there.
 */
export function SchedulePublishDefault() {
  const { hasPublishedDoc } = useDocumentInfo()
  useEffect(() => {
    if (hasPublishedDoc) return
    const seen = new WeakSet<Element>()
    const observer = new MutationObserver(() => {
      const choice = document.querySelector('.schedule-publish__type')
      if (!choice || seen.has(choice)) return
      seen.add(choice)
      const publish = [...choice.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
        (input) => input.id.endsWith('-publish') && !input.id.endsWith('-unpublish'),
      )
      if (publish && !publish.checked) publish.click()
    })
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [hasPublishedDoc])
  return null
}
