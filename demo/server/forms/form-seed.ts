import { parseFormDefinition, type FormDefinition } from '../../../src/forms';
import type { DemoDatabase } from '../database';
import { insertForm } from './forms';

/**
 * The demo's forms, as a merchant would build them: a contact form with every field type, a
 * newsletter sign-up, a protected enquiry form and a form that redirects. Read through the
 * storefront's own parser, so the seed cannot hold a definition the widgets would refuse.
 */
export const SEED_FORMS = {
  contact: parseFormDefinition({
    id: 'contact',
    name: 'Contact us',
    submissionMessage: 'Thank you for writing. We answer every message within two working days.',
    postSubmitHtml: '<p>While you wait, <a href="/shop">browse the shop</a>.</p>',
    captcha: { enabled: false },
    fields: [
      { id: 'name', type: 'name', title: 'Name', required: true },
      { id: 'email', type: 'email', title: 'Email', required: true, description: 'We reply to this address.' },
      { id: 'subject', type: 'text', title: 'Subject', placeholder: 'Order, workshop, wholesale…' },
      { id: 'message', type: 'textarea', title: 'Message', required: true, maxLength: 500 },
      { id: 'topic', type: 'radio', title: 'Topic', required: true, options: ['An order', 'A workshop', 'Something else'] },
      { id: 'interests', type: 'checkbox', title: 'Interested in', options: ['Ceramics', 'Textiles', 'Coffee'] },
      { id: 'store', type: 'select', title: 'Nearest store', options: ['Brooklyn', 'Portland', 'Kyoto'] },
      { id: 'details', type: 'section', title: 'A few more details', description: 'All optional; they help us answer well.' },
      { id: 'phone', type: 'phone', title: 'Phone' },
      { id: 'address', type: 'address', title: 'Address' },
      { id: 'visit-date', type: 'date', title: 'Preferred date' },
      { id: 'visit-time', type: 'time', title: 'Preferred time' },
      { id: 'budget', type: 'currency', title: 'Budget (USD)' },
      { id: 'guests', type: 'number', title: 'Number of guests' },
      { id: 'website', type: 'website', title: 'Your website' },
      { id: 'twitter', type: 'twitter', title: 'Twitter' },
      { id: 'order-code', type: 'password', title: 'Order access code', description: 'Printed on your receipt.' },
      { id: 'service', type: 'likert', title: 'How did we do?', questions: ['Delivery was quick', 'Staff were helpful'] },
      { id: 'source', type: 'hidden', title: 'Source', name: 'ref', value: 'direct' },
    ],
  }),
  newsletter: parseFormDefinition({
    id: 'newsletter',
    name: 'Newsletter',
    submissionMessage: 'You are on the list. Look out for our next letter.',
    captcha: { enabled: false },
    fields: [
      { id: 'name', type: 'name', title: 'Name' },
      { id: 'email', type: 'email', title: 'Email Address', required: true },
    ],
  }),
  workshopEnquiry: parseFormDefinition({
    id: 'workshop-enquiry',
    name: 'Workshop enquiry',
    submissionMessage: 'Thanks! We will write with dates for the next workshop.',
    captcha: { enabled: true },
    fields: [
      { id: 'name', type: 'name', title: 'Name', required: true },
      { id: 'email', type: 'email', title: 'Email', required: true },
      { id: 'message', type: 'textarea', title: 'What would you like to make?', maxLength: 300 },
    ],
  }),
  catalogueRequest: parseFormDefinition({
    id: 'catalogue-request',
    name: 'Catalogue request',
    submissionMessage: 'Thanks! Your catalogue is on its way.',
    redirectUrl: '/forms/thank-you',
    captcha: { enabled: false },
    fields: [
      { id: 'email', type: 'email', title: 'Email', required: true },
      { id: 'format', type: 'radio', title: 'Format', required: true, options: ['PDF', 'Printed'] },
    ],
  }),
  // The promotional pop-up's sign-up (forms/promo-popup.ts), protected by the captcha.
  promoLetters: parseFormDefinition({
    id: 'promo-letters',
    name: 'Letters from the workshop',
    submissionMessage: 'Thank you! Your first letter is on its way.',
    captcha: { enabled: true },
    fields: [
      { id: 'name', type: 'text', title: 'First Name' },
      { id: 'email', type: 'email', title: 'Email Address', required: true },
    ],
  }),
} as const satisfies Readonly<Record<string, FormDefinition>>;

/** Writes the demo forms; the caller owns the transaction. */
export function insertSeedForms(db: DemoDatabase): void {
  Object.values(SEED_FORMS).forEach((form, position) => insertForm(db, form, position));
}
