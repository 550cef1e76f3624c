// ESLint for the TypeScript sources: recommended JS + typescript-eslint rules, React hook rules
// for the islands, and the right globals per folder (browser code in src/, Node elsewhere).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    'assets/ol-*',
    'assets/.vite/',
    '.preview/',
    'node_modules/',
    'dist/',
    'coverage/',
    'test-results/',
    'playwright-report/',
    'bench/results/',
    'bench/.tmp/',
    '.shopify/',
    '.cache/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // A leading underscore marks a parameter kept for a signature, and `{ omitted, ...rest }`
      // is how a key is dropped from a copy; everything else unused is reported.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['src/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['preview/**', 'scripts/**', 'bench/**', 'tests/**', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
  {
    // A fixture theme's own scripts run in the browser, beside Shopify's globals.
    files: ['tests/fixtures/*/assets/**/*.js'],
    languageOptions: { globals: { ...globals.browser, Shopify: 'readonly' } },
  },
  {
    // Hooks live in .ts files too (use-*.ts, useStore.ts), so the hook rules cover both.
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // Tests read wire JSON (`await res.json()`, `expect.any(...)`) as `any` and assert on it: the
    // assertion is the check, and a cast to satisfy no-unsafe-* would only hide a mismatch.
    // Fakes implement async interfaces without awaiting, and `expect(obj.method)` on vi.fn mocks
    // is not an unbound call. no-explicit-any and no-floating-promises stay on.
    files: ['tests/**', 'bench/tests/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Plain JS outside tsconfig (this file, scripts/check-node.cjs): no type information to check it with.
    files: ['**/*.js', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // CommonJS that any old Node runs (scripts/check-node.cjs): require() is its only import.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
