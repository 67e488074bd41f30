import { describe, expect, it } from 'vitest'

import { editDistance, variantsOf } from '@/lib/searchIndex/spelling'

/** Every string one edit from `word`: a letter deleted, added, replaced, or two neighbours swapped. */
function oneEditAway(word: string): string[] {
  const letters = 'abcdefghijklmnopqrstuvwxyz'
  const out: string[] = []
  for (let i = 0; i <= word.length; i++) {
    if (i < word.length) out.push(word.slice(0, i) + word.slice(i + 1))
    if (i < word.length - 1) out.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2))
    for (const letter of letters) {
      out.push(word.slice(0, i) + letter + word.slice(i))
      if (i < word.length) out.push(word.slice(0, i) + letter + word.slice(i + 1))
    }
  }
  return out.filter((other) => other !== word)
}

describe('spelling suggestions', () => {
  it('counts edits, a swap of neighbours as one', () => {
    expect(editDistance('malria', 'malaria')).toBe(1)
    expect(editDistance('vacine', 'vaccine')).toBe(1)
    expect(editDistance('vaccien', 'vaccine')).toBe(1)
    expect(editDistance('helth', 'health')).toBe(1)
    expect(editDistance('diagnostcs', 'diagnostics')).toBe(1)
    expect(editDistance('tuberclosis', 'tuberculosis')).toBe(1)
    expect(editDistance('malaria', 'malaria')).toBe(0)
    expect(editDistance('malaria', 'malawi')).toBe(2)
  })

  it('finds every word one edit away through a shared variant (one letter deleted)', () => {
    for (const word of ['malaria', 'vaccine', 'health', 'cohort']) {
      const mine = new Set(variantsOf(word))
      for (const typo of oneEditAway(word))
        expect(
          variantsOf(typo).some((v) => mine.has(v)),
          `${typo} → ${word}`,
        ).toBe(true)
    }
  })

  it('gives the word, then its deletions, each once', () => {
    expect(variantsOf('care')).toEqual(['care', 'are', 'cre', 'cae', 'car'])
    expect(variantsOf('aab')).toEqual(['aab', 'ab', 'aa'])
    expect(variantsOf('care', 2)).toEqual(expect.arrayContaining(['care', 'are', 're', 'ce', 'ca']))
  })
})
