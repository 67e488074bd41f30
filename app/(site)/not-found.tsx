import { NotFoundContent } from '@/components/NotFoundContent'

/** The error page for /not-found and every path or record that does not exist (HTTP 404). */
export default function NotFound() {
  return <NotFoundContent />
}
