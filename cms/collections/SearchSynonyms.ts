import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, TextFieldSingleValidation } from 'payload'

import { searchIndexChanged } from '../../lib/searchIndex'
import { synonymWords } from '../../lib/searchIndex/words'
import { requiredText } from '../fields'
import { reference } from './factories'

const atLeastTwoWords: TextFieldSingleValidation = (value) => {
  if (typeof value !== 'string') return 'Give at least two words, separated by commas.'
  const words = synonymWords(value)
  if (words.length < 2) return 'Give at least two words, separated by commas (for example “TB, tuberculosis”).'
  if (value.split(',').some((part) => part.trim().split(/\s+/).length > 1))
    return 'Each entry must be a single word: search matches words one at a time.'
  return true
}

// A change to the synonyms changes what searches find: results kept for the index's version are no longer served.
const afterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  await searchIndexChanged(req.payload, req)
  return doc
}
const afterDelete: CollectionAfterDeleteHook = async ({ req }) => {
  await searchIndexChanged(req.payload, req)
}

/** Words site search treats as one (“TB, tuberculosis”): a query with any of them finds the others too. */
export const SearchSynonyms = {
  ...reference(
    'search-synonyms',
    {
      title: 'words',
      sort: 'words',
      labels: { singular: 'Synonyms', plural: 'Synonyms' },
      admin: {
        group: 'Search',
        description: 'Words that mean the same to a visitor, such as “TB, tuberculosis”: searching for one finds all of them.',
      },
    },
    [
      requiredText('words', {
        unique: true,
        validate: atLeastTwoWords,
        admin: { description: 'Single words, separated by commas.' },
      }),
    ],
  ),
  hooks: { afterChange: [afterChange], afterDelete: [afterDelete] },
}
