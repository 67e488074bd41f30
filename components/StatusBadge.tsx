/**
 * A status as a labelled badge: the word itself, in a frame, so it never
 * rests on colour alone; its colours are tokens that keep AA contrast in
 * light and dark mode. Under way (open, recruiting, active), to come
 * (planned, awarded) or ended (closed, completed).
 */
const tones: Record<string, 'under-way' | 'to-come' | 'ended'> = {
  open: 'under-way',
  recruiting: 'under-way',
  active: 'under-way',
  planned: 'to-come',
  awarded: 'to-come',
  closed: 'ended',
  completed: 'ended',
}

/** `named`: says "Status:" to screen readers, where nothing beside it does (a list's line; not a facts panel's "Status"). */
export function StatusBadge({ status, named = true }: { status: string; named?: boolean }) {
  return (
    <span className={`status-badge status-badge-${tones[status] ?? 'to-come'}`}>
      {named ? <span className="visually-hidden">Status: </span> : null}
      {status[0]?.toUpperCase() + status.slice(1)}
    </span>
  )
}
