// Import boundaries are the architecture: a remote may use shared/ packages only, never another
// remote or the shell; shared/ never reaches into an app. Everything else is typescript-eslint's
// recommended set.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const apps = ['shell', 'mf-portal', 'mf-workbench', 'mf-trade', 'mf-chat', 'mf-member'];
const remotes = apps.filter((app) => app !== 'shell');

function forbidImports(names) {
  const message = (name) => `${name} is another app: talk through shared/ or the URL.`;
  return {
    'no-restricted-imports': [
      'error',
      {
        // By exact name: a bare pattern would match any path ending in it (react-dom/server).
        paths: names.map((name) => ({ name, message: message(name) })),
        patterns: names.map((name) => ({
          group: [`${name}/*`, `../**/${name}`, `../**/${name}/**`],
          message: message(name),
        })),
      },
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/sourcemaps/**',
      '**/node_modules/**',
      '.tools/**',
      '**/test-results/**',
      'bench/results/**',
      // Browser tests' output: traces and the bundles a release test builds.
      '.test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  ...remotes.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx,js,mjs}`],
    rules: forbidImports(['shell', ...remotes.filter((other) => other !== remote), 'server']),
  })),
  {
    files: ['shell/**/*.{ts,tsx,js,mjs}'],
    rules: forbidImports([...remotes, 'server']),
  },
  {
    files: ['shared/**/*.{ts,tsx,js,mjs}'],
    rules: forbidImports([...apps, 'server']),
  },
  // The server's layers (docs/architecture.md, "The server"): a domain module reaches another only
  // through its service, never its repo or its routes; the platform knows no domain.
  {
    files: ['server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/repo', '../*/routes', '../../modules/*/repo', '../../modules/*/routes'],
              message: "Another module's repo and routes are its own: call its service.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**', '**/routes/**', '**/lib/**'],
              message: 'The platform serves every domain and knows none of them.',
            },
          ],
        },
      ],
    },
  },
  // A focused test left in (`.only`, Jest's fit and fdescribe) runs alone and lets every other
  // test of its file go unrun without a failure: the lint check, which CI runs, refuses it.
  // Playwright's forbidOnly refuses it at run time as well (e2e/playwright.config.ts).
  {
    files: ['**/*.{test,spec}.{ts,tsx}', '**/e2e/**/*.ts', '*/test/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "MemberExpression[property.name='only'][object.name=/^(describe|it|test)$/]",
          "MemberExpression[property.name='only'][object.property.name=/^(describe|serial|parallel)$/]",
          'CallExpression[callee.name=/^f(it|describe)$/]',
        ].map((selector) => ({
          selector,
          message: 'A focused test leaves the others unrun: remove it before committing.',
        })),
      ],
    },
  },
);
