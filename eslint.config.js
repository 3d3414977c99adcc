import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/*.gen.ts',
      'coverage/**',
      'mock-server/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        // One TypeScript program for the whole repository (as `pnpm typecheck` builds), not one
        // per package's tsconfig, each of which would type the packages it imports again.
        project: ['./tsconfig.eslint.json', './packages/runtime/service-worker/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  { files: ['**/*.js', '**/*.mjs', '**/*.cjs'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The foreign-client suite checks the backend's API schema from outside, as a client nobody here
    // wrote: raw HTTP only, never our client or the types generated from the API schema; answers
    // are read as untyped JSON, field by field.
    files: ['tests/foreign-client/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@wl/core', '@wl/core/*', '@wl/api', '@wl/api/*'],
              message:
                'The foreign-client suite sends raw HTTP requests; it may not use our client or contract.',
            },
            {
              group: ['**/packages/core/**', '**/packages/api/**', '**/*.gen', '**/*.gen.js'],
              message: 'The foreign-client suite may not use our client or API schema.',
            },
          ],
        },
      ],
    },
  },
);
