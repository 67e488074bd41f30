import Link from 'next/link'

import { upstream } from '@/lib/upstream'

export default async function HomePage() {
  const [{ data: settings }, { data: front }, { data: news }] = await Promise.all([
    upstream('settings'),
    upstream('frontPageSettings'),
    upstream('indexNews'),
  ])
  return (
    <>
      <h1>{settings.productName}</h1>
      <p>{front.heroSummary || settings.tagline}</p>
      <h2>Latest news</h2>
      <ul>
        {news.map((item) => (
          <li key={item.id}>
            <Link href={item.url}>{item.title}</Link>
          </li>
        ))}
      </ul>
    </>
  )
}
