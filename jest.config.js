/** Unit and API tests: api (node, real SQLite + HTTP), bot (node), tab (jsdom). */
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
module.exports = {
  projects: [
    {
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api/src', '<rootDir>/bot/src'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.tsx?$': swc(false) },
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
  ],
};
