import type { Crumb } from '@/lib/breadcrumbs'

/** Where the page sits on the site (lib/breadcrumbs.ts), the page itself last and current. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {trail.map((crumb, i) => (
          <li key={crumb.path}>
            {i === trail.length - 1 ? <span aria-current="page">{crumb.name}</span> : <a href={crumb.path}>{crumb.name}</a>}
          </li>
        ))}
      </ol>
    </nav>
  )
}
