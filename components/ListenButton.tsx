/**
 * Reads the article aloud with the browser's speech synthesis (the parts of
 * the target marked `data-listen`: title, lede, body; not its kicker, links or
 * buttons). The page's script runs it (lib/edge/enhance.mjs): pressing again
 * stops it, leaving the page stops it, and a browser that cannot speak says so
 * in the live region.
 */
export function ListenButton({ targetId }: { targetId: string }) {
  return (
    <p className="listen">
      <button type="button" className="button button-secondary" aria-pressed="false" data-listen-for={targetId}>
        Listen to this page
      </button>
      <span role="status" aria-live="polite" />
    </p>
  )
}
