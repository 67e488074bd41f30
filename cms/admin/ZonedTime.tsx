import type { DefaultServerCellComponentProps } from 'payload'

import { defaultTimeZone, formatMoment } from '../../lib/time'

/**
 * A list cell showing a moment in the institute's zone (SITE_TIME_ZONE), to the second, whatever the
 * browser's zone: the audit log's "Created at". Rendered on the server, which knows the setting.
 */
export function ZonedTimeCell({ cellData }: DefaultServerCellComponentProps) {
  if (typeof cellData !== 'string' || Number.isNaN(Date.parse(cellData))) return null
  return <time dateTime={cellData}>{formatMoment(cellData, defaultTimeZone)}</time>
}
