import localFont from 'next/font/local'

/**
 * The brand typeface, Source Sans 3 (variable weight), from
 * @fontsource-variable/source-sans-3: Next.js copies the files into
 * /_next/static/media, so they come from this site (never a font CDN).
 * Text never moves for it: a visitor's first page is drawn in a metric-matched
 * stand-in (globals.css: Arial or one of its metric twins, Liberation Sans,
 * Arimo, Helvetica) from start to end, so its text, pictures and styles have
 * the connection to themselves; once that page has loaded, the browser fetches
 * the upright Latin file, and every later page names it from its first paint
 * (lib/edge/enhance.mjs, `typefaceInUse`; globals.css, `:root[data-typeface]`).
 * It is `font-display: optional`: should the file not be at hand within a
 * moment (a cache emptied since), that page stays in the stand-in. The italic
 * is a family of its own: a browser fetches it only for a page that shows
 * italic text (globals.css names it for em, i, cite…). The extended Latin
 * files (ś, ł, ğ…) load only on a page that uses one of their letters.
 */
export const sourceSans = localFont({
  src: '../../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  weight: '200 900',
  style: 'normal',
  display: 'optional',
  variable: '--font-source-sans',
  preload: false,
  adjustFontFallback: false,
})

export const sourceSansItalic = localFont({
  src: '../../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-italic.woff2',
  weight: '200 900',
  style: 'italic',
  display: 'swap',
  variable: '--font-source-sans-italic',
  preload: false,
  adjustFontFallback: false,
})

export const sourceSansExtended = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-ext-wght-normal.woff2',
      weight: '200 900',
      style: 'normal',
    },
    {
      path: '../../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-ext-wght-italic.woff2',
      weight: '200 900',
      style: 'italic',
    },
  ],
  display: 'swap',
  variable: '--font-source-sans-extended',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C4,U+2113,U+2C60-2C7F,U+A720-A7FF',
    },
  ],
})
