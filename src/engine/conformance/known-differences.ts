/**
 * Fixtures this engine does not print as written, each with the reason. None is in the reference
 * engine's own suite. The conformance command lists them apart from real failures, and the test
 * suite checks that each one still fails, so no entry outlives its difference.
 */

/** Fixtures written for the platform's other engine, where the TypeScript reference prints what we print. */
const OTHER_ENGINE = "written for the platform's other engine; the TypeScript reference prints what this engine prints:";

/** Unit fixtures, which the TypeScript reference leaves as no-ops (see plugins/i18n/README.md). */
const UNITS = "written for the platform's other engine and older CLDR data:";

const FRENCH_SPACING =
  'CLDR 48 French spacing (U+202F between digit groups and before short units, U+00A0 or nothing before a unit, ' +
  'where the older data had U+00A0 and plain spaces)';

const JAVA_DECIMALS =
  'JSON numbers 0.0, 1.0, 2.0 and 17.0 keep their fraction digit there and take the plural form of a visible ' +
  'fraction (1.0 OTHER); JSON.parse reads them as 0, 1, 2 and 17, which print and pluralize as integers';

const OLDER_BUTTON = (twin: string) =>
  `an older add-to-cart button (no sqs-button-element--primary, no data-dynamic-strings) for the very JSON of ${twin}, ` +
  'which the reference suite pins to the current button; one product renders one way, and the button follows the suite';

export const KNOWN_DIFFERENCES: Readonly<Record<string, string>> = {
  'plugins/resources/f-add-to-cart-btn-subscribable-attribute-false.html': OLDER_BUTTON('f-add-to-cart-btn-6'),
  'plugins/resources/f-add-to-cart-btn-subscribable-attribute-true.html': OLDER_BUTTON('f-add-to-cart-btn-7'),

  'plugins/resources/i18n/f-datetime-interval-1.html': `${OTHER_ENGINE} it appends the zone (PT) to a time range and repeats an equal date (Aug 9, 2017 – Aug 9, 2017); CLDR 48 interval formats do neither`,
  'plugins/resources/i18n/f-decimal-1.html': `${OTHER_ENGINE} {n|decimal} prints ungrouped there (1200); CLDR's decimal format groups by default (1,200)`,
  'plugins/resources/i18n/f-foo.html': `${OTHER_ENGINE} it expects nothing for a product whose variants carry only legacy price cents; this engine prints the from-price block from them`,
  'plugins/resources/i18n/f-message-datetime-interval-en-US.html': `${OTHER_ENGINE} it appends the zone (ET) to a time range; CLDR 48 interval formats have none`,
  'plugins/resources/i18n/f-message-datetime-interval-fr-FR.html': `${OTHER_ENGINE} it formats the fr-FR time range with English patterns and a zone (7:00 AM – 1:00 PM UTC−4); CLDR 48 French gives 07:00 – 13:00`,
  'plugins/resources/i18n/f-message-plural-en-US.html': `${OTHER_ENGINE} ${JAVA_DECIMALS}; and item{0 plural other{s}} has no one form, so 1 falls back to other (1 items) where the other engine prints 1 item`,
  'plugins/resources/i18n/f-message-plural-fr-FR.html': `${OTHER_ENGINE} ${JAVA_DECIMALS}`,
  'plugins/resources/i18n/f-message-plural-pl-PL.html': `${OTHER_ENGINE} ${JAVA_DECIMALS}`,

  'plugins/resources/i18n/f-message-units-fr-FR.html': `${UNITS} ${FRENCH_SPACING}`,
  'plugins/resources/i18n/f-unit-area-en-US.html': `${UNITS} CLDR 48 English narrow square kilometres take no space (61.7km², older data 61.7 km²)`,
  'plugins/resources/i18n/units/acceleration-out-fr-FR.html': `${UNITS} CLDR 48 French narrow g-force is "force g" (older data: G); ${FRENCH_SPACING}`,
  'plugins/resources/i18n/units/angle-out-fr-FR.html': `${UNITS} ${FRENCH_SPACING}`,
  'plugins/resources/i18n/units/area-out-fr-FR.html': `${UNITS} CLDR 48 French square miles are "milles carrés" (older data: miles carrés); ${FRENCH_SPACING}`,
  'plugins/resources/i18n/units/consumption-out-fr-FR.html': `${UNITS} ${FRENCH_SPACING}`,
  'plugins/resources/i18n/units/digital-out-en-US.html': `${UNITS} CLDR 48 English narrow byte is B (older data: byte)`,
  'plugins/resources/i18n/units/digital-out-fr-FR.html': `${UNITS} CLDR 48 French narrow byte is o and gigabit Gbit (older data: octet, Gb); ${FRENCH_SPACING}`,
  'plugins/resources/i18n/units/duration-out-fr-FR.html': `${UNITS} CLDR 48 French narrow and short month is "m." (older data: m); ${FRENCH_SPACING}`,
  'plugins/resources/i18n/units/electric-out-fr-FR.html': `${UNITS} ${FRENCH_SPACING}`,
  'plugins/resources/i18n/units/energy-out-fr-FR.html': `${UNITS} ${FRENCH_SPACING}`,
  'plugins/resources/i18n/units/frequency-out-fr-FR.html': `${UNITS} ${FRENCH_SPACING}`,
  'plugins/resources/i18n/units/length-out-fr-FR.html': `${UNITS} ${FRENCH_SPACING}`,
  'plugins/resources/i18n/units/mass-out-fr-FR.html': `${UNITS} ${FRENCH_SPACING}`,
  'plugins/resources/i18n/units/power-out-fr-FR.html': `${UNITS} ${FRENCH_SPACING}`,
  'plugins/resources/i18n/units/speed-out-fr-FR.html': `${UNITS} ${FRENCH_SPACING}`,
  'plugins/resources/i18n/units/temperature-out-fr-FR.html': `${UNITS} ${FRENCH_SPACING}`,
  'plugins/resources/i18n/units/volume-out-fr-FR.html': `${UNITS} ${FRENCH_SPACING}`,
};
