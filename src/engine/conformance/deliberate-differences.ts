/**
 * Where this engine prints something other than the reference engine on purpose, by the name of the
 * fixture that shows it (`test/engine/fixtures/deliberate/<name>.html`, which holds both outputs).
 * The fixture test renders each one with both engines, so no entry outlives its difference, and
 * the differential fuzzer (`npm run fuzz:engine`) counts a difference as explained only when
 * switching that one behaviour to the reference's makes the engines agree on the case.
 */
export const DELIBERATE_DIFFERENCES: Readonly<Record<string, string>> = {
  'java-only-formatters':
    'money-format, moneyFormat, money-string, i18n-money-format, unit and datetimefield print what the platform’s other ' +
    'engine prints, units-metric? answers, and a message formats its {0 unit} placeholders; the reference registers ' +
    'the formatters as stubs that pass the value through (units-metric? reports itself unimplemented and is false) ' +
    'and prints the placeholder as written',
  'failed-tag-scope':
    'when a formatter throws (date of a value that is not a number), the reference leaves the scope its tag pushed ' +
    'in place for the rest of the render, so later sections look their names up in the failed value and vanish, ' +
    'often emptying the rest of the page; here the failed tag prints nothing and the page renders on',
  'markup-escaping':
    'the commerce markup escapes every page value (& < > "): ids in data attributes, the quantity label, the quick ' +
    'view, the sale badge, the subscription option id and the shopper’s answers in a form summary, which the ' +
    'reference prints raw; a quote in an id would otherwise end the attribute, and shopper text could inject markup',
  'cycle-without-entry':
    'cycle with no entry to pick leaves JavaScript’s undefined in the reference, which a later raw or json prints as ' +
    'nothing, unlike every other missing value (raw prints null); here it is missing like any other',
};
