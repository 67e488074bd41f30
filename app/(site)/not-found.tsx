import Link from 'next/link'

export default function NotFound() {
  return (
    <>
      <h1>Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <p>
        <Link href="/">Go to the home page</Link>
      </p>
    </>
  )
}
