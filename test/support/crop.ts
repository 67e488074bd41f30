/** The query of a crop in /admin's image editor: from 10 % in on both sides, to `width` × `height` pixels. */
export const cropQuery = (width: number, height: number) =>
  new URLSearchParams({
    'uploadEdits[crop][x]': '10',
    'uploadEdits[crop][y]': '10',
    'uploadEdits[crop][unit]': '%',
    'uploadEdits[widthInPixels]': String(width),
    'uploadEdits[heightInPixels]': String(height),
  })
