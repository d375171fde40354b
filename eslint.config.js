// The linter `npm test` runs: the recommended JavaScript and TypeScript rules, React's rules of hooks,
// and the accessibility rules for the widgets' and the admin app's JSX. Formatting is Prettier's job (.prettierrc.json).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'demo/.data/', 'test-results/', 'playwright-report/', '.cache/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // Unused names are the compiler's to report (noUnusedLocals, noUnusedParameters).
      '@typescript-eslint/no-unused-vars': 'off',
    },
  },
  {
    files: ['widgets/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['widgets/**/*.tsx', 'admin/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.test.{ts,tsx}', 'test/fixtures/**/*.ts', 'test/e2e/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'vi',
          property: 'waitFor',
          message: 'Use eventually() from test/fixtures/eventually: its timeout allows for a busy CI machine.',
        },
        {
          // Any page or frame: a fixed wait passes whether or not the code ran, and flakes on a busy machine.
          property: 'waitForTimeout',
          message:
            'No fixed waits in browser tests: move time with page.clock (install, runFor, fastForward), or wait for a readiness signal the code gives (a DOM attribute, a request or response, a performance mark); before asserting that nothing happened, wait for something that must come after it.',
        },
      ],
      // Property tests run on the one seed test/setup/fast-check.ts sets, which FAST_CHECK_SEED replaces
      // to explore: a seed written into one test would ignore it.
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='fc'][callee.property.name='assert'] > ObjectExpression > Property[key.name='seed']",
          message: 'Leave the seed to test/setup/fast-check.ts, so FAST_CHECK_SEED can replay or explore this property.',
        },
      ],
    },
  },
);
