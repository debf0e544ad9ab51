/**
 * ESLint (flat config): @eslint/js and typescript-eslint recommended everywhere, the React hooks
 * rules for the tab. `npm run lint` runs it with --max-warnings=0, so every rule here either
 * errors or is off. Formatting is Prettier's business (.prettierrc), not ESLint's.
 */
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Globals of Node for plain .js/.mjs/.cjs files (TypeScript files get theirs from the compiler). */
const nodeGlobals = Object.fromEntries(
  [
    'process', 'console', 'Buffer', 'URL', 'URLSearchParams', 'TextEncoder', 'TextDecoder', 'AbortController', 'fetch',
    'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'structuredClone',
  ].map((g) => [g, 'readonly']),
);
const commonJsGlobals = { require: 'readonly', module: 'writable', exports: 'writable', __dirname: 'readonly', __filename: 'readonly' };

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'manifest/build/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.tmp/**',
      'data/**',
      'tab/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // A disable comment made redundant by the options below (e.g. `_next`) is harmless.
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    rules: {
      // `_`-prefixed arguments, variables and caught errors are deliberately unused.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { args: 'after-used', argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Declaration merging and `{}`-free empty interfaces extending another one are fine.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'prefer-const': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: nodeGlobals },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...nodeGlobals, ...commonJsGlobals } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Imports run one way (docs/ARCHITECTURE.md "Direction"): the bot reaches data only through its
    // ports and never imports the api's internals.
    files: ['bot/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/api/src/**', '**/api/dist/**'], message: 'The bot reaches data only through its ports (bot/src/ports.ts).' }] }],
    },
  },
  {
    // A module never imports the module registry nor another module's routes (the registry imports them).
    files: ['api/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../index', '../../modules', '../../modules/index', '**/modules/index'], message: 'Modules never import the module registry (modules/index.ts).' },
            { group: ['../*/*.routes', '../../*/*.routes', '**/modules/*/*.routes'], message: "A module never imports another module's routes; share a service or a contract instead." },
            {
              group: ['../*/*kit', '../*/*.fixtures', '../../modules/*/*kit', '../../modules/*/*.fixtures'],
              message: "A module's test kits and fixtures stay inside it; tests build shared data with api/src/test/factories.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // Shared layers sit below the modules: http/, shared/, db/ (but the seed) and contracts/ import no module's routes.
    files: ['api/src/http/**/*.ts', 'api/src/shared/**/*.ts', 'api/src/contracts/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/modules/index', '**/modules/*/*.routes', '**/app', '**/server'], message: 'Lower layers never import the registry, routes or the app.' }] }],
    },
  },
  {
    files: ['tab/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      'react-hooks/unsupported-syntax': 'error',
      // Informational only (the React Compiler skips such components); not a defect in the code.
      'react-hooks/incompatible-library': 'off',
      // Mirroring an external fact into state in an effect (e.g. the sidebar following a media
      // query) is sound; the rule is aimed at derived state, which review catches better.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
);
