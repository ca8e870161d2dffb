// One lint over every package: promises, hooks, accessibility, import cycles and the architecture's arrows (STYLE.md).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('.', import.meta.url)); // import.meta.dirname needs Node 20.11; engines say 20.9

const REMOTES = ['remote-account', 'remote-messages', 'remote-support', 'remote-deletion'];
const APPS = ['host', ...REMOTES, 'standalone'];

// The arrows as zones: `target` may not import `from`.
const zones = [
  { target: './shared', from: APPS.map((app) => `./${app}`), message: '@uc/shared imports no app.' },
  ...REMOTES.map((remote) => ({
    target: `./${remote}`,
    from: ['./host', './standalone', ...REMOTES.filter((other) => other !== remote).map((other) => `./${other}`)],
    message: 'A remote imports no other remote and no host file.',
  })),
  ...REMOTES.map((remote) => ({
    target: './host',
    from: `./${remote}`,
    except: ['./exposes.js'],
    message: 'The host reaches a remote only through Module Federation.',
  })),
];

const tsFiles = ['**/*.{ts,tsx,mts,cts}'];
const testFiles = ['**/*.test.{js,ts,tsx}', '**/__tests__/**', '**/testing/**', 'e2e/**'];
// Plain CommonJS run by node: build config, scripts, servers, jest and webpack configs.
const nodeCommonJs = [
  'build-config/**/*.js',
  'scripts/**/*.js',
  'provider-stand-in/**/*.js',
  'provider-check/**/*.js',
  'simulator/serve.js',
  '*/jest.config.js',
  '*/webpack.config.js',
  '*/exposes.js',
  'standalone/local-pages-loader.js',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/coverage/**',
      '.e2e-artifacts/**',
      'e2e/.e2e-artifacts/**',
      'bench-results/**',
      '.tmp/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          project: ['tsconfig.check.json', 'standalone/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
        createNodeResolver(),
      ],
      'import-x/extensions': ['.js', '.mjs', '.cjs', '.ts', '.tsx', '.d.ts'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones }],
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },

  // TypeScript: type-aware, through the project service (each package's tsconfig.json).
  {
    files: tsFiles,
    extends: [tseslint.configs.recommended],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: ROOT },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },

  // Declarations no tsconfig includes (the scripts' types, read by the e2e files through their imports).
  { files: ['scripts/**/*.d.ts', 'types/**/*.d.ts', 'provider-check/**/*.d.ts'], extends: [tseslint.configs.disableTypeChecked] },

  // React components: hooks and accessibility.
  {
    files: ['**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
  },

  // The host meets a remote through federation; the type of a remote's exposes is the one door it may import.
  {
    files: ['host/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: REMOTES.map((remote) => `**/${remote}/**`),
              allowTypeImports: true,
              message: 'The host reaches a remote only through Module Federation (a type import of its exposes excepted).',
            },
          ],
        },
      ],
    },
  },

  // Browser code: app sources and the simulator page.
  {
    files: ['{shared,host,remote-*,standalone}/src/**', 'shared/*.ts', 'simulator/public/**/*.js', 'host/public/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  { files: nodeCommonJs, languageOptions: { sourceType: 'commonjs', globals: globals.node } },
  { files: ['eslint.config.mjs'], languageOptions: { globals: globals.node } },
  // Modules that webpack puts in the apps' place of a library file (trims, shared facades, the runtime's core).
  {
    files: ['build-config/library-trims/*.js', 'build-config/shared-facades/*.js', 'build-config/runtime-core-provider.js'],
    ignores: ['build-config/*/index.js'],
    languageOptions: { sourceType: 'module' },
  },
  { files: ['e2e/**'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  {
    files: testFiles,
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
    // Tests require() a module fresh inside jest.isolateModules / after jest.resetModules.
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // The benchmark's functions that page.evaluate runs in the page.
  { files: ['scripts/bench/home.js', 'scripts/bench/measure.js'], languageOptions: { globals: globals.browser } },
  { files: ['simulator/test/**/*.js'], languageOptions: { globals: { ...globals.jest, ...globals.node, ...globals.browser } } },
);
