import type { CollectionConfig } from 'payload'

import { employeeIdPattern, normaliseEmployeeId } from '../../lib/schema/employeeId'
import { isAdmin, isEditor } from '../access'
import { relationship, requiredText, selectOptions } from '../fields'

/**
 * The staff registry behind staff verification. Never listed by a public
 * endpoint: only the verification flow reads it, one employee ID at a time,
 * after a person has been proven. Editors import it from CSV in /admin.
 */
export const Staff: CollectionConfig = {
  slug: 'staff',
  labels: { singular: 'Staff member', plural: 'Staff registry' },
  admin: {
    useAsTitle: 'name',
    group: 'Administration',
    defaultColumns: ['employeeId', 'name', 'designation', 'division', 'status'],
    description: 'Checked by the public staff verification page. Import or export it as CSV with the buttons above the list.',
  },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isAdmin },
  defaultSort: 'employeeId',
  fields: [
    {
      name: 'employeeId',
      label: 'Employee ID',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'As printed on the staff card, e.g. NVH-01234.' },
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normaliseEmployeeId(value) : value)] },
      validate: (value: unknown) =>
        typeof value === 'string' && employeeIdPattern.test(value)
          ? true
          : 'An employee ID looks like NVH-01234: 2–5 letters, a hyphen, 3–6 digits.',
    },
    requiredText('name', { maxLength: 200 }),
    requiredText('designation', { maxLength: 200 }),
    relationship('division', 'divisions'),
    {
      name: 'photo',
      type: 'upload',
      relationTo: 'staff-portraits',
      admin: { description: 'Kept apart from the public media library; shown only on this person’s verification result.' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      options: selectOptions({ active: 'Active', inactive: 'Not active' }),
      enumName: 'enum_staff_status',
      admin: { description: 'Only active staff are confirmed by the verification page.' },
    },
  ],
}
