/** Slugs: lower-case words of letters and digits joined by single hyphens. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const slugMaxLength = 200

/** Letters that Unicode does not decompose into a base letter and an accent (ø, ł, æ…), spelled in ASCII. */
const undecomposed: Record<string, string> = {
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  æ: 'ae',
  Æ: 'AE',
  ß: 'ss',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
  œ: 'oe',
  Œ: 'OE',
  þ: 'th',
  Þ: 'Th',
  ð: 'd',
  Ð: 'D',
}

/** Text in plain ASCII letters where it has Latin ones: "Søren Ødegård" → "Soren Odegard". */
export function asciiFold(text: string): string {
  return text
    .replace(/[øØłŁæÆßđĐıœŒþÞðÐ]/g, (c) => undecomposed[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
}

/** The one slug function, for the CMS and the seed alike: "Søren Ødegård" → "soren-odegard". */
export function slugify(text: string): string {
  return asciiFold(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, slugMaxLength)
    .replace(/-+$/g, '')
}
