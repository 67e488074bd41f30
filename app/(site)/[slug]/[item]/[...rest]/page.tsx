import { notFound } from 'next/navigation'

/** Paths deeper than any route of the site: the error page, 404. */
export default function Unmatched() {
  notFound()
}
