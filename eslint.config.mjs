import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './eslint.boundaries.mjs';

export default tseslint.config(
  { ignores: ['node_modules/', '.next/', '.data/', 'src/generated/', 'src/shared/registry/generated/', 'next-env.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  // Imports run one way (docs/decisions/0018): no file reaches a layer above its own, and none imports itself back.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: importBoundaries.zones }],
    },
  },
  {
    files: importBoundaries.screenFiles,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: importBoundaries.typeOnly }] },
  },
  // Plain JavaScript that Node.js runs as it is (next.config.mjs, the page cache handler): Node's globals.
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', URL: 'readonly', Buffer: 'readonly', globalThis: 'readonly' } },
  },
);
