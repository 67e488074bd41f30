import Image from 'next/image'

import type { Image as ImageRecord } from '@/lib/contract/records'

/** A content image with explicit dimensions (no layout shift), resized by Next.js. */
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
      priority={priority}
      className={className}
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
