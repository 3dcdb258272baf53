import js from '@eslint/js';
import tseslint from 'typescript-eslint';

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
  // Plain JavaScript that Node.js runs as it is (next.config.mjs, the page cache handler): Node's globals.
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', URL: 'readonly', Buffer: 'readonly', globalThis: 'readonly' } },
  },
);
