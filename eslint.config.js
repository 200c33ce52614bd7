import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const zodNamedImport = {
  selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
  message: "Use `import * as z from 'zod'`: the named import defeats tree-shaking and adds ~360 KiB to every Lambda bundle.",
};
const storeOperationsOnly = 'Conditions live in named store operations under functions/src/data/ (docs/data.md, "Named store operations"); call one.';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'cdk.out/**', '.local-data/**', '.bench/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
      'no-restricted-syntax': ['error', zodNamedImport],
    },
  },
  {
    // Use cases build no condition expression: no `ConditionExpression`, no ElectroDB
    // `.where(...)`, no plain-path `condition: { expression }`; they call a store operation.
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/data/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        zodNamedImport,
        { selector: "Property[key.name='ConditionExpression']", message: storeOperationsOnly },
        { selector: "CallExpression[callee.property.name='where']", message: storeOperationsOnly },
        { selector: "Property[key.name='condition'] Property[key.name='expression']", message: storeOperationsOnly },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The client gallery is a separate small page for phones (web/gallery.html): contracts as
    // types only (their modules load zod), and none of the dashboard's heavy libraries.
    files: ['web/src/gallery/**/*.{ts,tsx}'],
    ignores: ['web/src/gallery/gallery-error-messages.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // The route descriptors are the contracts' zod-free part (npm run generate:route-descriptors).
              group: ['zod', '@fotostudio/shared/contracts/*', '!@fotostudio/shared/contracts/route-descriptor', '!@fotostudio/shared/contracts/generated', '!@fotostudio/shared/contracts/generated/route-descriptors'],
              allowTypeImports: true,
              message: 'Types only in the gallery: contract modules load zod.',
            },
            {
              group: ['aws-amplify', 'aws-amplify/*', 'react-router', 'react-router-dom', 'i18next', 'react-i18next', 'swr', '**/features/*', '**/app/*', '**/lib/api-client', '**/lib/auth'],
              message: 'The client gallery does not load the dashboard or its libraries.',
            },
          ],
        },
      ],
    },
  },
  {
    // Size limits (issue 21): a screen or component over 350 lines keeps its state in a hook
    // (features/<area>/hooks) or splits into parts. Every line counts, blank and comment
    // lines too (skipBlankLines and skipComments off): the figure is the file's `wc -l`.
    files: ['web/src/**/*.tsx'],
    rules: { 'max-lines': ['error', { max: 350, skipBlankLines: false, skipComments: false }] },
  },
  {
    // A contract file stays under 500 lines: a domain with more splits its contracts into a folder.
    files: ['shared/src/contracts/**/*.ts'],
    rules: { 'max-lines': ['error', { max: 500, skipBlankLines: false, skipComments: false }] },
  },
  {
    // Command-line entry points talk to a person on the terminal.
    files: ['infra/local/start.ts', 'infra/local/invite.ts', 'infra/operator/environment.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
