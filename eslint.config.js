import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import reactRefresh from 'eslint-plugin-react-refresh'
import tseslint from 'typescript-eslint'
import { defineConfig, globalIgnores } from 'eslint/config'
import { readdirSync, readFileSync, existsSync } from 'node:fs'

const TEXT_ATTRIBUTES = new Set(['alt', 'aria-label', 'title', 'placeholder', 'aria-description'])

/** Every user-visible string comes from the i18n dictionaries: flag letters written straight into JSX. */
const i18nPlugin = {
  rules: {
    'no-literal-text': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const hasWords = (text) => /\p{L}{2,}/u.test(text)
        return {
          JSXText(node) {
            if (hasWords(node.value)) context.report({ node, message: 'Visible text must come from the i18n dictionaries.' })
          },
          JSXAttribute(node) {
            const name = typeof node.name.name === 'string' ? node.name.name : ''
            if (TEXT_ATTRIBUTES.has(name) && node.value?.type === 'Literal' && hasWords(String(node.value.value))) {
              context.report({ node, message: `The ${name} text must come from the i18n dictionaries.` })
            }
          },
        }
      },
    },
  },
}

const features = existsSync('src/features')
  ? readdirSync('src/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : []

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns, paths: rawReduxHooks }] })
const rawReduxHooks = [
  { name: 'react-redux', importNames: ['useSelector', 'useDispatch'], message: 'Use the typed hooks from @/stores/hooks.' },
]
const noApp = { group: ['@/app/*', '@/app'], message: 'Only the app layer composes routes and providers.' }
const noFeatures = { group: ['@/features/*'], message: 'Shared code must not depend on a feature.' }

/**
 * The globals of PocketBase's JS VM, read from the declarations PocketBase generates (npm run pb:types),
 * plus goja's CommonJS require/module and console.
 */
const pocketbaseGlobals = () => {
  const names = new Set(['require', 'module', 'console'])
  const text = readFileSync('types/pocketbase-jsvm.d.ts', 'utf8')
  for (const match of text.matchAll(/^(?:\/\*\*.*?\*\/)?declare (?:function|var|let|const|class|namespace) ([$\w]+)/gm)) names.add(match[1])
  return Object.fromEntries([...names].map((name) => [name, 'readonly']))
}

export default defineConfig([
  globalIgnores([
    'dist', 'coverage', 'playwright-report', 'test-results', 'tests/e2e/artifacts', '.dev',
    'pb_hooks/lib/domain.generated.js', 'types/pocketbase-jsvm.d.ts',
  ]),
  {
    files: ['**/*.{ts,tsx,mts}'],
    extends: [js.configs.recommended, tseslint.configs.recommended, reactHooks.configs.flat.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.tsx'],
    extends: [reactRefresh.configs.vite],
    plugins: { i18n: i18nPlugin },
    rules: { 'i18n/no-literal-text': 'error' },
  },
  { files: ['src/**/*.{ts,tsx}'], rules: restrict([noApp, noFeatures]) },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/domain/date-format.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
          message: 'Use dateFormat from @/domain/date-format: building a formatter costs milliseconds on a phone.',
        },
      ],
    },
  },
  { files: ['src/app/**/*.{ts,tsx}', 'src/main.tsx'], rules: restrict([]) },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: restrict([
      noApp,
      { group: ['@/features/*', `!@/features/${feature}`], message: 'A feature must not import another feature.' },
    ]),
  })),
  {
    files: ['src/domain/**/*.ts'],
    rules: restrict([
      { group: ['react', 'react-*', 'pocketbase', '@/*', '!@/domain'], message: 'src/domain is pure TypeScript shared with functions.' },
    ]),
  },
  { files: ['src/stores/hooks.ts'], rules: { 'no-restricted-imports': 'off' } },
  // Functions read only what Netlify hands them, through functionEnv() (functions/_shared/netlify-runtime.ts).
  {
    files: ['functions/**/*.{ts,mts}', 'src/domain/**/*.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Functions read Netlify.env through functionEnv() (functions/_shared/netlify-runtime.ts).' }],
    },
  },
  // pb_hooks and pb_migrations: plain JavaScript for PocketBase's JS VM (goja, CommonJS), type-checked
  // by tsconfig.pocketbase.json.
  {
    files: ['pb_hooks/**/*.js', 'pb_migrations/**/*.js'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: 'commonjs', globals: pocketbaseGlobals() },
    rules: {
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `catch (_) {}`: "the record may not exist" where the JS VM has no other way to ask.
      'no-empty': ['error', { allowEmptyCatch: true }],
      'prefer-const': 'error',
      eqeqeq: ['error', 'always'],
    },
  },
  // Type-aware rules (issue #16): every promise is awaited, handed to a caller that handles it, or
  // explicitly voided where fire-and-forget is intended. Kept in its own block so other blocks merge cleanly.
  {
    files: ['src/**/*.{ts,tsx}', 'functions/**/*.{ts,mts}', 'tests/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  // Playwright fixtures take `use` and an empty destructuring by design.
  { files: ['tests/e2e/**/*.ts'], rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' } },
])
