import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/generated', 'data', 'bench/results', 'coverage'] },
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
          message: 'Read registry records through server/registries/reader.ts (getRecord, findRecords, recordView).',
        },
        {
          selector: 'TemplateElement[value.raw=/registry_record/]',
          message: 'Read registry records through server/registries/reader.ts (getRecord, findRecords, recordView).',
        },
      ],
    },
  },
)
