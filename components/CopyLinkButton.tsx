/** Copies the page's address; says so (or that it could not) in a live region. The page's script runs it (lib/edge/enhance.mjs). */
export function CopyLinkButton({ url }: { url: string }) {
  return (
    <>
      <button type="button" className="button button-secondary" data-copy-url={url}>
        Copy link
      </button>
      <span role="status" aria-live="polite" />
    </>
  )
}
