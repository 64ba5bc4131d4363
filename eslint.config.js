// ESLint (flat config): TypeScript, Lit templates, their accessibility, and custom-element rules,
// over everything we write. `npm test` runs it with --max-warnings 0.
import js from '@eslint/js';
import lit from 'eslint-plugin-lit';
import litA11y from 'eslint-plugin-lit-a11y';
import wc from 'eslint-plugin-wc';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      // The build's own output, and the folders it writes beside it while it runs (lint runs at
      // the same time in npm test): never walked.
      'dist/',
      'dist.*/',
      '.manifest.*/',
      'tmp/',
      'storybook-static/',
      'coverage/',
      'node_modules/',
      'custom-elements.json',
      '**/*.generated.ts',
      // Checked by vue-tsc, svelte-check and tsc against the packed package, with a file each
      // that must fail (test/e2e/frameworks.test.mjs).
      'test/e2e/apps/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.ts', 'stories/**/*.ts', 'demo/**/*.ts', 'test/browser/**/*.{ts,tsx}', 'bench/**/*.ts'],
    ...lit.configs['flat/recommended'],
  },
  {
    files: ['src/**/*.ts', 'stories/**/*.ts', 'demo/**/*.ts', 'test/browser/**/*.{ts,tsx}'],
    ...litA11y.configs.recommended,
  },
  {
    files: ['src/**/*.ts'],
    ...wc.configs['flat/recommended'],
  },
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Declaration merging into the global event maps extends one interface and adds nothing.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // Input is sanitised on purpose: control characters are what those patterns look for.
      'no-control-regex': 'off',
    },
  },
  {
    files: ['src/**/*.ts'],
    rules: {
      // role="list" on a <ul> styled list-style: none keeps its list semantics in Safari/VoiceOver.
      'lit-a11y/no-redundant-role': 'off',
    },
  },
  {
    files: ['test/**', 'bench/**'],
    rules: {
      // Chai's property assertions (`expect(x).to.be.true`) are expressions.
      '@typescript-eslint/no-unused-expressions': 'off',
      // A test imports an element's module for its registration as well as its type.
      '@typescript-eslint/consistent-type-imports': 'off',
      // Tests build hostile and half-typed inputs on purpose.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Type tests declare values only to check their types.
    files: ['test/types/**'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
);
