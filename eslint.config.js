import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import { importDirections } from './eslint/importDirections.js';

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

/**
 * Issue 33 item 4: the layers, lowest first. contract/ is shared by both sides and imports
 * neither. In the SPA, the kit (src/ui) and the messages (src/i18n) sit under the providers;
 * the staff screens (resources, scan, auth, dashboard, layout, demos) and the dealer portal over
 * them; the staff app's shell (App and its entry) on top. The dealer portal shares only the
 * layers under it with the staff app.
 */
const STAFF_SHELL = ['src/App.tsx', 'src/main.tsx'];
const STAFF_SCREENS = ['src/resources', 'src/scan', 'src/offline', 'src/auth', 'src/dashboard', 'src/layout', 'src/demos'];
const SPA_LAYERS = [
  { target: ['contract'], from: ['src', 'server'], message: 'contract/ is shared by the SPA and the server and imports neither.' },
  { target: ['src'], from: ['server'], message: 'the SPA never imports the server.' },
  {
    target: ['src/ui', 'src/i18n'],
    from: ['src/providers', 'src/dealer', ...STAFF_SCREENS, ...STAFF_SHELL],
    message: 'the UI kit and the messages are the SPA\'s lowest layer.',
  },
  { target: ['src/providers'], from: ['src/dealer', ...STAFF_SCREENS, ...STAFF_SHELL], message: 'the providers sit under every screen.' },
  { target: [...STAFF_SCREENS, 'src/dealer'], from: STAFF_SHELL, message: "a screen does not import the staff app's shell." },
  { target: ['src/dealer'], from: STAFF_SCREENS, message: 'the dealer portal shares only the kit, the providers, the messages and the contract with the staff app.' },
];

/**
 * The server's layers, lowest first: db (client, schema, migrations, SQL functions); services
 * (what several collections share); plugins; collections (one per registry entry); the import
 * kinds (server/imports) and the dealer portal (server/dealer), which use several collections;
 * routes, seed, ops and the app on top; nothing of the SPA.
 */
const SERVER_LAYERS = [
  { target: ['server'], from: ['src'], message: 'the server never imports the SPA.' },
  {
    target: ['server/db'],
    from: ['server/services', 'server/collections', 'server/imports', 'server/dealer', 'server/seed', 'server/ops', 'server/routes', 'server/plugins', 'server/app.ts', 'server/server.ts'],
    message: 'the database layer sits under everything that uses it: seeding and start-up preparation are in server/seed and server/ops.',
  },
  {
    target: ['server/services'],
    from: ['server/collections', 'server/imports', 'server/dealer', 'server/routes', 'server/plugins', 'server/seed', 'server/ops', 'server/app.ts', 'server/server.ts'],
    message: 'services are what several collections share: they sit under the collections, the routes and the plugins.',
  },
  {
    target: ['server/collections'],
    from: ['server/imports', 'server/dealer', 'server/seed', 'server/ops', 'server/app.ts', 'server/server.ts'],
    message: 'a collection is used by the import kinds, the dealer portal, the seed, the tools and the app, never the other way.',
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
  {
    files: ['src/**/*.{ts,tsx}', 'contract/**/*.ts'],
    plugins: { 'import-directions': importDirections },
    rules: {
      'import-directions/layers': ['error', { zones: SPA_LAYERS }],
      'import-directions/no-cycle': 'error',
    },
  },
  {
    files: ['server/**/*.ts'],
    plugins: { 'import-directions': importDirections },
    rules: {
      'import-directions/layers': ['error', { zones: SERVER_LAYERS }],
      'import-directions/no-cycle': 'error',
    },
  },
);
