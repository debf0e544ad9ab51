/**
 * Unit and API tests: api (node, real SQLite + HTTP), bot (node), tab (jsdom), deploy (node: the
 * Teams package of manifest/test and the Azure template of infra/test, when they exist) and repo
 * (node: checks of the repository itself, tests/repo).
 */
const fs = require('node:fs');
const path = require('node:path');

const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
/** ESM-only packages the api loads (file-type and what it imports), as a path regex group. */
const ESM_ONLY = '(file-type|strtok3|token-types|@tokenizer/inflate|uint8array-extras|@borewit/text-codec)';
const hasTests = (dir) => fs.existsSync(path.join(__dirname, dir)) && fs.readdirSync(path.join(__dirname, dir)).some((f) => f.endsWith('.test.ts'));
const deployRoots = ['manifest/test', 'infra/test'].filter(hasTests).map((dir) => `<rootDir>/${dir}`);

module.exports = {
  // Starting a test app (migrations, demo seed) takes about a second alone, several seconds on a
  // busy two-core CI machine: hooks and tests get 30 s before they count as hung.
  testTimeout: 30_000,
  // A worker that holds more than this after a test file is replaced by a fresh one: ~450 files (test
  // apps, jsdom pages) otherwise pile up in two long-lived workers (a one-worker run reached Node's
  // 4 GB heap and aborted).
  workerIdleMemoryLimit: '1536MB',
  projects: [
    {
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api/src', '<rootDir>/bot/src'],
      testMatch: ['**/*.test.ts'],
      // file-type (uploads checked by content) and its dependencies are ESM only: the built server
      // require()s them (Node 20.19+), jest compiles them to CommonJS with the same swc transform.
      transform: { '^.+\\.tsx?$': swc(false), [`/node_modules/${ESM_ONLY}/.+\\.js$`]: swc(false) },
      transformIgnorePatterns: [`/node_modules/(?!${ESM_ONLY}/)`],
      moduleNameMapper: { '^file-type$': '<rootDir>/node_modules/file-type/index.js' },
    },
    {
      displayName: 'tab',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/tab/src'],
      testMatch: ['**/*.test.ts?(x)'],
      transform: { '^.+\\.tsx?$': swc(true) },
      moduleNameMapper: { '^@contracts/(.*)$': '<rootDir>/api/src/contracts/$1', '\\.(css)$': '<rootDir>/tab/src/test/style-stub.js' },
      setupFilesAfterEnv: ['<rootDir>/tab/src/test/setup.ts'],
    },
    ...(deployRoots.length
      ? [
          {
            displayName: 'deploy',
            testEnvironment: 'node',
            roots: deployRoots,
            testMatch: ['**/*.test.ts'],
            transform: { '^.+\\.tsx?$': swc(false) },
          },
        ]
      : []),
    {
      displayName: 'repo',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/repo'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.tsx?$': swc(false) },
    },
  ],
};
