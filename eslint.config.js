import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

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

/** The module an import in `file` names, if any. */
function moduleNamed(file, specifier) {
  const target = specifier.startsWith('#server/')
    ? path.join('src/server', specifier.slice('#server/'.length))
    : specifier.startsWith('.')
      ? path.join(path.dirname(file), specifier)
      : undefined
  return target && /^src\/server\/modules\/([^/]+)\//.exec(path.relative('.', target))?.[1]
}

/**
 * Which modules each module imports, read from the sources once when lint starts: a loop of
 * modules (a imports b, b imports c, c imports a) shows in no single file's imports.
 */
function moduleGraph() {
  const filesOf = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? filesOf(path.join(dir, entry.name)) : entry.name.endsWith('.ts') ? [path.join(dir, entry.name)] : [],
    )
  const graph = new Map(serverModules.map((name) => [name, new Set()]))
  for (const from of serverModules)
    for (const file of filesOf(path.join('src/server/modules', from)))
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)) {
        const to = moduleNamed(file, specifier)
        if (to && to !== from) graph.get(from).add(to)
      }
  return graph
}

/** A way from one module to another through the modules' imports, if there is one. */
function wayBetween(graph, from, to) {
  const cameFrom = new Map([[from, null]])
  const queue = [from]
  while (queue.length > 0) {
    const at = queue.shift()
    if (at === to) {
      const way = []
      for (let step = to; step !== null; step = cameFrom.get(step)) way.unshift(step)
      return way
    }
    for (const next of graph.get(at) ?? []) {
      if (cameFrom.has(next)) continue
      cameFrom.set(next, at)
      queue.push(next)
    }
  }
  return undefined
}

let modulesImports
const moduleRules = {
  rules: {
    'no-module-loop': {
      meta: {
        type: 'problem',
        messages: {
          loop: 'Modules import one way: {{to}} already reaches {{from}} ({{way}}). Move what both need down, or let one tell the other through an event.',
        },
      },
      create(context) {
        const from = /^src\/server\/modules\/([^/]+)\//.exec(path.relative('.', context.filename))?.[1]
        if (!from) return {}
        modulesImports ??= moduleGraph()
        const check = (node) => {
          const to = node.source && moduleNamed(path.relative('.', context.filename), node.source.value)
          if (!to || to === from) return
          const way = wayBetween(modulesImports, to, from)
          if (way) context.report({ node, messageId: 'loop', data: { from, to, way: way.join(' -> ') } })
        }
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check }
      },
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
    plugins: { 'import-x': importX, comments: commentRules, modules: moduleRules },
    settings: {
      // Without these, import-x reads only .js files: no-cycle and the boundaries never saw a .ts import.
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
      'modules/no-module-loop': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones }],
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
