import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

const testFiles = ['**/*.test.ts', '**/*.test.tsx']
// Relative imports reaching a folder of that name (the repo has no path aliases).
const into = (folder) => `^\\.{1,2}/(.*/)?${folder}(/|$)`
const noServer = {
  regex: into('server'),
  message: 'The browser and common/ never import server/: move shared code to common/.',
}
const noSrc = { regex: into('src'), message: 'common/ imports neither server/ nor src/.' }
const noCustom = {
  regex: into('custom'),
  message:
    'Generic screens and widgets never import src/custom: the app registers domain parts at start-up (registerWidget, registerField).',
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'src/generated',
      'common/generated',
      'server/reports/generated',
      'data',
      'bench/results',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Registry records are read through server/registries/reader.ts (typed by the schemas), never by table name.
    files: ['server/**/*.ts', 'scripts/**/*.ts'],
    // server/db lists every table (types, migrations, the tenant predicate); tests check rows directly.
    ignores: ['server/registries/**', 'server/db/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/registry_record/]',
          message:
            'Read registry records through server/registries/reader.ts (getRecord, findRecords, recordView).',
        },
        {
          selector: 'TemplateElement[value.raw=/registry_record/]',
          message:
            'Read registry records through server/registries/reader.ts (getRecord, findRecords, recordView).',
        },
      ],
    },
  },
  // One validated configuration (server/config.ts): the rest of the server takes app.config.
  {
    files: ['server/**/*.ts'],
    ignores: ['server/config.ts', 'server/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings from the config (app.config / server/config.ts), not process.env.',
        },
      ],
    },
  },
  // Boundaries (docs/decisions/0031-import-boundaries.md). Tests may assemble both sides, so they are exempt.
  {
    files: ['common/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: { 'no-restricted-imports': ['error', { patterns: [noServer, noSrc] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: { 'no-restricted-imports': ['error', { patterns: [noServer] }] },
  },
  {
    files: ['src/resources/**/*.{ts,tsx}', 'src/widgets/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: { 'no-restricted-imports': ['error', { patterns: [noServer, noCustom] }] },
  },
)
