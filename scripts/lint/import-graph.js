import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * The repository's import graph, read with regular expressions once when lint starts: the import
 * rules ask it which file an import names and whether an import closes a loop, which ESLint's
 * import plugin answered by parsing every file an import reaches (half of lint's time).
 * An edge is an import that loads the module when the program runs: `import type`, an
 * `export type … from` and an import of types alone (`import { type A }`) load nothing.
 */

const root = process.cwd()
const skipped = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report', '.git'])
const sourceFile = /\.(ts|tsx|js|mjs)$/

/** The package's own import aliases, as package.json "imports" names them: "#server/*" -> "src/server/". */
const aliases = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).imports).map(([name, target]) => [
    name.replace(/\*$/, ''),
    path.normalize(target.slice(0, target.indexOf('*'))),
  ]),
)
const extensions = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx', '/index.js']

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || skipped.has(entry.name)) return []
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return sourceFile.test(entry.name) ? [file] : []
  })
}

const resolved = new Map()
/** The file an import of `specifier` in `file` loads (repository-relative), or undefined for a package; each asked once. */
export function resolveImport(file, specifier) {
  const key = `${path.dirname(file)}\0${specifier}`
  if (!resolved.has(key)) resolved.set(key, resolveOnce(file, specifier))
  return resolved.get(key)
}

function resolveOnce(file, specifier) {
  const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix))
  const target = alias
    ? path.join(aliases[alias], specifier.slice(alias.length))
    : specifier.startsWith('.')
      ? path.join(path.dirname(file), specifier)
      : undefined
  if (target === undefined) return undefined
  for (const extension of extensions) {
    const candidate = target + extension
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return target
}

/** Comments out, strings kept: an import named in a comment is not one. */
const withoutComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')

/** A statement at a line's start; its clause does not run into the next statement. */
const staticImport = /^\s*(import|export)\s+(type\s+)?((?:(?!\n\s*(?:import|export)\b)[^'"`;])*?)\s*from\s*['"]([^'"]+)['"]/gm
const bareImport = /^\s*import\s*['"]([^'"]+)['"]/gm
const dynamicImport = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g

/** The specifiers a file's text imports: each, and whether it loads the module at run time. */
function specifiersOf(text) {
  const code = withoutComments(text)
  const found = []
  for (const [, , typeOnly, clause, specifier] of code.matchAll(staticImport)) {
    const named = /^\{([\s\S]*)\}$/.exec(clause.trim())?.[1]
    const typesAlone =
      named !== undefined &&
      named
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .every((part) => part.startsWith('type '))
    found.push({ specifier, loads: !typeOnly && !typesAlone })
  }
  for (const [, specifier] of code.matchAll(bareImport)) found.push({ specifier, loads: true })
  for (const [, specifier] of code.matchAll(dynamicImport)) found.push({ specifier, loads: true })
  return found
}

/**
 * Each source file (repository-relative) and the files it imports: `loads`, the imports that run
 * (a loop of them is a file cycle), and `names`, every import, of types too (the modules' walls).
 */
function readGraph() {
  const loads = new Map()
  const names = new Map()
  for (const file of sourceFiles(root).map((file) => path.relative(root, file))) {
    loads.set(file, new Set())
    names.set(file, new Set())
    for (const { specifier, loads: runs } of specifiersOf(readFileSync(file, 'utf8'))) {
      const target = resolveImport(file, specifier)
      if (target === undefined || target === file) continue
      names.get(file).add(target)
      if (runs) loads.get(file).add(target)
    }
  }
  return { loads, names }
}

let graph
/** The graph, read on first use. */
export const importGraph = () => (graph ??= readGraph())

/** A way from one node to another along `edges`, or undefined. */
export function wayBetween(edges, from, to) {
  const cameFrom = new Map([[from, null]])
  const queue = [from]
  while (queue.length > 0) {
    const at = queue.shift()
    if (at === to) {
      const way = []
      for (let step = to; step !== null; step = cameFrom.get(step)) way.unshift(step)
      return way
    }
    for (const next of edges.get(at) ?? []) {
      if (cameFrom.has(next)) continue
      cameFrom.set(next, at)
      queue.push(next)
    }
  }
  return undefined
}
