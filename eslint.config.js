import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', '.data', 'coverage', 'engine/config/generated'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(only|skip)$/]',
          message: 'Focused or skipped tests are not allowed.',
        },
      ],
    },
  },
  {
    // Dependencies point one way (DESIGN §2): domain imports nothing from the engine.
    files: ['engine/domain/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['../*', 'react', 'react-dom'] }],
    },
  },
);
