import Image from 'next/image'

import type { Image as ImageRecord } from '@/lib/contract/records'

/**
 * A content image with explicit dimensions (no layout shift), resized by
 * Next.js (AVIF/WebP at the widths `sizes` needs). Where a layout crops it
 * (object-fit: cover), the editor's focal point stays in view. A `priority`
 * image (the one that opens the page, the likely largest paint) is preloaded
 * and fetched ahead of other images, never lazily.
 */
export function ContentImage({
  image,
  sizes,
  priority = false,
  className,
}: {
  image: ImageRecord
  sizes: string
  priority?: boolean
  className?: string
}) {
  return (
    <Image
      src={image.url}
      alt={image.alt}
      width={image.width ?? 1200}
      height={image.height ?? 750}
      sizes={sizes}
      preload={priority}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      style={image.focalPoint ? { objectPosition: `${image.focalPoint.x}% ${image.focalPoint.y}%` } : undefined}
      unoptimized={/^https?:/.test(image.url)}
    />
  )
}

/** A content image with its credit ("Photo: …") below it, when the media library has one. */
export function CreditedImage(props: Parameters<typeof ContentImage>[0] & { figureClassName?: string }) {
  const { figureClassName, ...image } = props
  return (
    <figure className={figureClassName}>
      <ContentImage {...image} />
      {props.image.credit ? <figcaption className="meta">{props.image.credit}</figcaption> : null}
    </figure>
  )
}
