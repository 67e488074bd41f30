/**
 * Words as site search reads them, from a visitor's query or an editor's list
 * of synonyms: letters and digits only, lower-cased, at most 50 characters.
 * Nothing else reaches the engines' query syntax.
 */
export const plainWords = (text: string): string[] =>
  (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).map((word) => word.slice(0, 50))

/** An editor's synonyms (“TB, tuberculosis”): each comma-separated entry's word, without repeats. */
export const synonymWords = (list: string): string[] => [...new Set(list.split(',').flatMap((entry) => plainWords(entry).slice(0, 1)))]
