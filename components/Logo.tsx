import type { Image } from '@/lib/contract/records'

/**
 * The institute's mark: the logo an editor uploaded in the settings, else the
 * built-in wordmark — an emblem (a lens over a field of rising lines: looking
 * closely at populations) beside the name. The built-in one is drawn in
 * `currentColor` and the brand tokens, so it follows dark mode and print.
 * Its accessible name is the product name.
 */
export function Logo({ productName, image, size = 'header' }: { productName: string; image: Image | null; size?: 'header' | 'footer' }) {
  const className = size === 'footer' ? 'logo logo-footer' : 'logo'
  if (image) {
    // Any format and size an editor uploads, shown as it is (the height is fixed by CSS); named by the product name, as the wordmark is.
    return (
      // eslint-disable-next-line @next/next/no-img-element
      <img
        src={image.url}
        alt={productName}
        width={image.width ?? undefined}
        height={image.height ?? undefined}
        className={`${className} logo-uploaded`}
      />
    )
  }
  return (
    <svg className={className} viewBox="0 0 330 56" role="img" aria-label={productName} focusable="false">
      <title>{productName}</title>
      <g>
        <circle cx="28" cy="28" r="26" className="logo-disc" />
        <path d="M10 38 L18 30 L24 34 L32 22 L38 28 L46 16" className="logo-line" />
        <circle cx="32" cy="22" r="9" className="logo-lens" />
        <path d="M38.5 28.5 L45 35" className="logo-handle" />
      </g>
      <text x="64" y="27" className="logo-name">
        Northvale
      </text>
      <text x="64" y="46" className="logo-sub">
        Institute of Health Research
      </text>
    </svg>
  )
}
