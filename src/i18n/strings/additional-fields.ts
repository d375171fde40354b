/** A product's additional-fields form, before the add and on the cart page. */

export const additionalFields = {
  /** The edit form's submit label while idle (spec 000 §4 names only the busy one). */
  save: 'Save',
  saving: 'Saving…',
  /** Opens an entry's additional-fields form again, on the cart page. */
  edit: 'Edit',
} as const;
