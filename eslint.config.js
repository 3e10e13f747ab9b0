import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * The engine's layers, lowest first (DESIGN §2, README "Layout"): a file may import its own layer
 * and the layers below it, never one above. `engine/build` (the per-brand Vite build) reads only
 * config and domain; the server, the composition root, may also mount the commerce API and read
 * the build's manifest.
 */
const LAYERS = [
  'domain',
  'config',
  'i18n',
  'api',
  'routing',
  'registry',
  'components',
  'pages',
  'app',
  'server',
];
const OUTSIDE_ENGINE = ['./commerce-api', './scripts', './tests', './brand-configs', './studio'];

function layerZones() {
  const zones = LAYERS.map((layer, rank) => ({
    target: `./engine/${layer}`,
    from: [
      ...LAYERS.slice(rank + 1).map((above) => `./engine/${above}`),
      './engine/build',
      ...OUTSIDE_ENGINE.filter((path) => !(layer === 'server' && path === './commerce-api')),
    ].filter((path) => !(layer === 'server' && path === './engine/build')),
    message: `engine/${layer} may import only ${LAYERS.slice(0, rank + 1).join(', ')} (DESIGN §2: dependencies point one way).`,
  }));
  zones.push({
    target: './engine/build',
    from: [
      ...LAYERS.filter((l) => !['domain', 'config'].includes(l)).map((l) => `./engine/${l}`),
      ...OUTSIDE_ENGINE,
    ],
    message: 'engine/build may import only engine/config and engine/domain.',
  });
  zones.push({
    target: './commerce-api',
    from: ['./engine', './scripts', './tests', './brand-configs', './studio'],
    message: 'commerce-api imports only schemas/ and its own files (DESIGN §2).',
  });
  zones.push({
    target: './brand-configs',
    from: [
      './engine/pages',
      './engine/app',
      './engine/server',
      './engine/build',
      './commerce-api',
      './scripts',
      './tests',
    ],
    message:
      "A brand's own component modules may import the engine up to engine/components and engine/registry, never pages, app or server.",
  });
  zones.push({
    target: './schemas',
    from: ['./engine', './commerce-api', './scripts', './tests', './brand-configs', './studio'],
    message: 'schemas/ is the bottom of everything: it imports nothing of the project.',
  });
  zones.push({
    target: './studio',
    from: ['./tests'],
    message: 'The brand studio may import the engine and the CLI helpers, never the tests.',
  });
  return zones;
}

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
    files: ['engine/**', 'commerce-api/**', 'schemas/**', 'brand-configs/**', 'studio/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
      // no-cycle reads the imported modules too: with the TypeScript parser.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones() }],
      // Two modules that import each other cannot be read, tested or loaded apart.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The domain is pure (DESIGN §2): no React, no I/O.
    files: ['engine/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-dom', 'react-router', 'node:*', '@tanstack/*'] },
      ],
    },
  },
);
