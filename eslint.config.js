import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';

/**
 * Text a user reads is written in the message files (src/i18n), never in a component: JSX text
 * and the attributes people read or hear. An i18n key ("app.menu.orders"), punctuation,
 * numbers and symbols are not text.
 */
const noLiteralText = [
  'error',
  {
    mode: 'jsx-only',
    'jsx-attributes': { include: ['label', 'title', 'aria-label', 'placeholder', 'helperText', 'alt', 'emptyText', 'subtitle', 'tooltip', 'primary', 'secondary', 'aria-description', 'aria-valuetext'] },
    callees: { exclude: ['translate', 't', 'i18n(ext)?', 'require', 'includes', 'startsWith', 'endsWith', 'indexOf', 'join', 'split', 'replace'] },
    words: {
      exclude: [
        '[0-9!-/:-@[-`{-~\\s·…—–×€£$%•→›]+',
        // an i18n key ("resources.orders.fields.total"), a field or option name ("line_total")
        '[a-z][a-zA-Z0-9_-]*(\\.[a-zA-Z0-9_-]+)*',
        '[A-Z_-]+',
        // a CSS length in a style object ("1.5px solid #000")
        '\\d[\\d.]*(px|pt|em|rem|%|vh|vw)\\b.*',
      ],
    },
  },
];

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'bench/.scratch', 'bench/.data', 'server/db/migrations', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.tsx'],
    // The template's demo pages are sample content in English (SPEC.md quotes their texts).
    ignores: ['src/demos/**'],
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': noLiteralText },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/resources/shared/ResourcePage.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-admin',
              importNames: ['List', 'Edit', 'Show', 'Create'],
              message: "Use src/resources/shared/ResourcePage: react-admin's own pages can stay on their loader for good (docs/decisions.md).",
            },
          ],
        },
      ],
    },
  },
);
