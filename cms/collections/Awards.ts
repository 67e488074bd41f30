import { image, requiredText, textarea, yearField } from '../fields'
import { reference } from './factories'

/** Prizes won by the institute's teams and researchers, newest first, shown on the home page. */
export const Awards = reference('awards', { title: 'title', sort: '-year' }, [
  requiredText('title'),
  yearField(),
  requiredText('recipient'),
  textarea('summary'),
  image(),
])
