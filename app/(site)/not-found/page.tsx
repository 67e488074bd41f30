import { notFound } from 'next/navigation'

/** /not-found is the error page itself, answered with 404. */
export default function NotFoundRoute() {
  notFound()
}
