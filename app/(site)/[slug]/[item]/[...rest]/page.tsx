import { notFoundUnlessMoved } from '@/lib/pageData'

/** Paths deeper than any route of the site: a redirect if the address moved, else the error page, 404. */
export default async function Unmatched() {
  return notFoundUnlessMoved()
}
