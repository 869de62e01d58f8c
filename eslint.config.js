import { readdirSync } from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { importGraph, resolveImport, wayBetween } from './scripts/lint/import-graph.js'

const features = readdirSync('src/client/features')
const serverModules = readdirSync('src/server/modules')
/** Everything of the server beside its modules: app, main, plugins, lib, ops, cli … */
const serverOutsideModules = readdirSync('src/server')
  .filter((name) => name !== 'modules')
  .map((name) => `./src/server/${name}`)

/**
 * Imports point one way (client -> contract <- server; in the server, modules -> plugins -> lib);
 * a feature keeps its insides to itself.
 */
const zones = [
  {
    target: './src/contract',
    from: ['./src/client', './src/server'],
    message: 'The contract is shared by client and server and imports neither.',
  },
  { target: './src/client', from: './src/server', message: 'The client never imports the server.' },
  { target: './src/server', from: './src/client', message: 'The server never imports the client.' },
  {
    target: './src/server/lib',
    from: ['./src/server/plugins', './src/server/modules', './src/server/app.ts', './src/server/main.ts'],
    message: 'Server lib depends on nothing above it: what it needs moves down into lib, or is passed in.',
  },
  {
    target: './src/server/lib',
    from: [
      './src/server/context.ts',
      './src/server/db',
      './src/server/shared-state',
      './src/server/http',
      './src/server/jobs',
      './src/server/notify',
      './src/server/storage',
      './src/server/cache',
    ],
    message:
      'Server lib holds helpers that keep nothing: a service that reads or writes the database goes to shared-state/ or to its module.',
  },
  {
    target: [
      './src/server/context.ts',
      './src/server/config.ts',
      './src/server/jobs',
      './src/server/notify',
      './src/server/cache',
      './src/server/db',
      './src/server/storage',
      './src/server/shared-state',
      './src/server/http',
    ],
    from: './src/server/modules',
    message: 'The machinery every module uses imports no module: it says the shape it needs, and the module fills it.',
  },
  {
    target: './src/server/plugins',
    from: ['./src/server/modules', './src/server/app.ts', './src/server/main.ts'],
    message: 'A plugin serves every module and imports none: a module registers its own hooks and jobs.',
  },
  // A module's index.ts says what others may use of it; the rest is its own.
  ...serverModules.map((name) => ({
    target: [
      ...serverModules.filter((other) => other !== name).map((other) => `./src/server/modules/${other}`),
      ...serverOutsideModules,
    ],
    from: `./src/server/modules/${name}`,
    except: ['./index.ts'],
    message: `Import what the ${name} module offers from its index.ts; what it does not hand on there is its own.`,
  })),
  ...features.map((feature) => ({
    target: `./src/client/features/${feature}`,
    from: './src/client/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature: shared code goes to src/client/api, ui or lib.',
  })),
  {
    target: [
      './src/client/ui',
      './src/client/api',
      './src/client/lib',
      './src/client/i18n',
      './src/client/offline',
      './src/client/pwa',
    ],
    from: ['./src/client/features', './src/client/routes'],
    message: 'Shared client code imports no feature and no route; routes compose features.',
  },
]

/** The server module a repository-relative file belongs to, if any. */
const moduleOf = (file) => (file ? /^src\/server\/modules\/([^/]+)\//.exec(file)?.[1] : undefined)

/** Which modules each module imports, types too: a loop of modules shows in no single file. */
let modulesImports
function moduleGraph() {
  const graph = new Map(serverModules.map((name) => [name, new Set()]))
  for (const [file, targets] of importGraph().names) {
    const from = moduleOf(file)
    if (!from) continue
    for (const target of targets) {
      const to = moduleOf(target)
      if (to && to !== from) graph.get(from).add(to)
    }
  }
  return graph
}

/** Whether a repository-relative file is `folder` (a path from the repository's root) or within it. */
const isWithin = (file, folder) => {
  const relative = path.relative(path.normalize(folder), file)
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))
}

/** Whether an import, export or import() loads nothing when the program runs. */
const loadsNothing = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.type === 'ImportDeclaration' && node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'))

/** Calls `check(node, file, target)` for each import of another file of the repository (`loading`: of those that run). */
function eachImportedFile(context, loading, check) {
  const file = path.relative('.', context.filename)
  const visit = (node) => {
    if (!node.source || node.source.type !== 'Literal' || (loading && loadsNothing(node))) return
    const target = resolveImport(file, node.source.value)
    if (target) check(node, file, target)
  }
  return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit, ImportExpression: visit }
}

const importRules = {
  rules: {
    'no-module-loop': {
      meta: {
        type: 'problem',
        messages: {
          loop: 'Modules import one way: {{to}} already reaches {{from}} ({{way}}). Move what both need down, or let one tell the other through an event.',
        },
      },
      create(context) {
        if (!moduleOf(path.relative('.', context.filename))) return {}
        modulesImports ??= moduleGraph()
        return eachImportedFile(context, false, (node, file, target) => {
          const from = moduleOf(file)
          const to = moduleOf(target)
          if (!to || to === from) return
          const way = wayBetween(modulesImports, to, from)
          if (way) context.report({ node, messageId: 'loop', data: { from, to, way: way.join(' -> ') } })
        })
      },
    },
    'no-restricted-paths': {
      meta: {
        type: 'problem',
        schema: false,
        messages: { restricted: '{{specifier}}: {{message}}' },
      },
      create(context) {
        const within = (file, folders) => [folders].flat().some((folder) => isWithin(file, folder))
        const [{ zones: given }] = context.options
        const zones = given.filter((zone) => within(path.relative('.', context.filename), zone.target))
        if (zones.length === 0) return {}
        return eachImportedFile(context, false, (node, file, target) => {
          for (const zone of zones) {
            const from = [zone.from].flat().find((folder) => isWithin(target, folder))
            if (!from || (zone.except ?? []).some((allowed) => isWithin(target, path.join(from, allowed)))) continue
            context.report({ node, messageId: 'restricted', data: { specifier: node.source.value, message: zone.message } })
          }
        })
      },
    },
    'no-cycle': {
      meta: {
        type: 'problem',
        messages: { cycle: 'Imports run one way: {{way}} leads back here. Move what both need to a file of its own.' },
      },
      create: (context) =>
        eachImportedFile(context, true, (node, file, target) => {
          const way = wayBetween(importGraph().loads, target, file)
          if (way) context.report({ node, messageId: 'cycle', data: { way: way.join(' -> ') } })
        }),
    },
  },
}

const noClimbingFolders = {
  group: ['../../*'],
  message: 'Use a path alias (#client/…, #server/…, #contract/…) instead of climbing folders.',
}

/**
 * Comments state the rule they rely on: the spec and the design notes are not in the repository,
 * so a comment that cites one of their sections tells a reader nothing.
 */
const citations = [/\bspec(ification)?\s+(sections?|§)/i, /§\s*\d/, /\bDESIGN\b/]
const commentRules = {
  rules: {
    'no-spec-citation': {
      meta: {
        type: 'problem',
        messages: { cited: 'State the rule itself: the spec and design notes are not in the repository.' },
      },
      create: (context) => ({
        Program() {
          for (const comment of context.sourceCode.getAllComments()) {
            if (citations.some((citation) => citation.test(comment.value)))
              context.report({ loc: comment.loc, messageId: 'cited' })
          }
        },
      }),
    },
  },
}

const formGroupsLeftOut = 'TanStack Form groups are left out of the client build (build/library-trims.ts).'

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'data/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '**/*.gen.ts',
      'i18n/i18n-*.ts',
      'i18n/formatters.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, comments: commentRules, imports: importRules },
    settings: {
      // Without these, import-x reads only .js files and resolves no .ts import.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'src/client/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'comments/no-spec-citation': 'error',
      'imports/no-module-loop': 'error',
      'imports/no-cycle': 'error',
      'imports/no-restricted-paths': ['error', { zones }],
      'import-x/no-relative-packages': 'error',
      'import-x/no-useless-path-segments': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `typeof import('…')` names the type of a module loaded later (code splitting).
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
      // `import { type X }` alone still loads the module for its side effects (a bundle keeps
      // `import 'm'`): a schema module pulled in that way builds its schemas at start.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [noClimbingFolders],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [noClimbingFolders],
          paths: [
            {
              name: '#contract/endpoints',
              message: "Import the capability's table (#contract/endpoints/auth, …): a page carries only its own calls.",
            },
            { name: '@tanstack/react-form', importNames: ['FormGroup', 'useFormGroup'], message: formGroupsLeftOut },
          ],
        },
      ],
      'no-restricted-properties': ['error', { property: 'FormGroup', message: formGroupsLeftOut }],
    },
  },
  {
    // typesafe-i18n writes these imports itself.
    files: ['i18n/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Playwright fixtures take their dependencies from an object pattern, empty or not.
    files: ['tests/e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
  prettier,
)
