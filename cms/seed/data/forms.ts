import { richText, type RichText } from '../richtext'

/**
 * The demo's editor-built forms (Content → Forms). The contact form keeps the
 * slug `contact` of the code-defined form it replaced (clients post
 * `form: 'contact'`); the migration that introduced the form builder creates
 * the same form on existing databases (cms/migrations/formBuilderData.ts).
 */
type FieldSeed =
  | { blockType: 'text' | 'email' | 'textarea' | 'country' | 'number'; name: string; label: string; required: boolean }
  | { blockType: 'checkbox'; name: string; label: string; required: boolean; defaultValue?: boolean }
  | { blockType: 'select'; name: string; label: string; required: boolean; options: { label: string; value: string }[] }

export type FormSeed = {
  slug: string
  title: string
  submitButtonLabel: string
  confirmationType: 'message'
  confirmationMessage: RichText
  fields: FieldSeed[]
  emails: { emailTo?: string; replyTo?: string; subject: string; message?: RichText }[]
}

export const contactTopics = [
  { value: 'general', label: 'General enquiry' },
  { value: 'research', label: 'Research collaboration' },
  { value: 'media', label: 'Media and press' },
  { value: 'studies', label: 'Taking part in a study' },
  { value: 'careers', label: 'Careers' },
]

export const contactForm: FormSeed = {
  slug: 'contact',
  title: 'Contact us',
  submitButtonLabel: 'Send message',
  confirmationType: 'message',
  confirmationMessage: richText(['Thank you. Your message has been sent; we aim to reply within five working days.']),
  fields: [
    { blockType: 'text', name: 'name', label: 'Your name', required: true },
    { blockType: 'email', name: 'email', label: 'Your email address', required: true },
    { blockType: 'select', name: 'topic', label: 'Topic', required: true, options: contactTopics },
    { blockType: 'textarea', name: 'message', label: 'Message', required: true },
  ],
  // To FORMS_TO or the settings' contact address (no "to"), the visitor as reply-to.
  emails: [{ replyTo: '{{email}}', subject: '[Website] {{topic}}: message from {{name}}' }],
}

export const tenderRequestForm: FormSeed = {
  slug: 'tender-document-request',
  title: 'Request a tender document',
  submitButtonLabel: 'Request the document',
  confirmationType: 'message',
  confirmationMessage: richText([
    'Thank you. The procurement office will e-mail you the tender document within two working days.',
  ]),
  fields: [
    { blockType: 'text', name: 'name', label: 'Your name', required: true },
    { blockType: 'text', name: 'organisation', label: 'Organisation', required: true },
    { blockType: 'email', name: 'email', label: 'Your email address', required: true },
    { blockType: 'text', name: 'tenderReference', label: 'Tender reference (e.g. NVH/T/2026/001)', required: true },
    { blockType: 'country', name: 'country', label: 'Country', required: true },
  ],
  emails: [
    {
      emailTo: 'procurement@northvale.example',
      replyTo: '{{email}}',
      subject: '[Website] Tender document request {{tenderReference}} from {{organisation}}',
      message: richText(['A tender document was requested through the website:', '{{*}}']),
    },
  ],
}

export const forms: FormSeed[] = [contactForm, tenderRequestForm]
