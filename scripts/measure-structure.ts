/**
 * npx tsx scripts/measure-structure.ts: the server's structure in figures, read from the source
 * (src/server), so that a change to the layout can say what it changed. Each of the first three
 * figures is counted twice: between parts (each module, src/server/modules/X, is one part, and
 * so is each other folder and each file at the top) and between files.
 *
 * - levels: each stands one level above the highest it imports (type imports too: a type ties
 *   two files as much as a value). Imports are followed in a fixed order (by path); an import of
 *   one whose own imports are still being followed closes a loop: it is counted as running back
 *   up, and it does not raise a level.
 * - cycles: groups that import each other in a loop (strongly connected components).
 * - module pairs: ordered pairs of modules where a file of the first imports a file of the second.
 * - writers of members: files that insert into, update or delete from the members table.
 * - casts: `x as T` in src/server (`as const` is no cast: it only narrows a literal).
 * - long files: files over 400 lines.
 *
 * `--list` also prints the longest chains, the imports running back up, the cycles and the
 * module pairs.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const root = path.resolve(import.meta.dirname, '..')
const serverDir = path.join(root, 'src/server')
const list = process.argv.includes('--list')

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return filesUnder(full)
    return /\.(ts|js)$/.test(name) && !name.endsWith('.d.ts') ? [full] : []
  })
}

const files = filesUnder(serverDir).sort()
const known = new Set(files)
const rel = (file: string) => path.relative(root, file)

/** The file an import names, when it is one of the server's files. */
function resolve(from: string, specifier: string): string | undefined {
  let target: string
  if (specifier.startsWith('#server/')) target = path.join(serverDir, specifier.slice('#server/'.length))
  else if (specifier.startsWith('.')) target = path.resolve(path.dirname(from), specifier)
  else return undefined
  for (const candidate of [target, `${target}.ts`, target.replace(/\.js$/, '.ts'), path.join(target, 'index.ts')])
    if (known.has(candidate)) return candidate
  return undefined
}

const imports = new Map<string, string[]>()
let casts = 0
const membersWriters: string[] = []
const longFiles: string[] = []

for (const file of files) {
  const text = readFileSync(file, 'utf8')
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
  if (lines > 400) longFiles.push(`${rel(file)} (${lines})`)
  if (/\.(insert|update|delete)\(\s*members\s*\)/.test(text)) membersWriters.push(rel(file))
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const targets = new Set<string>()
  const visit = (node: ts.Node) => {
    let specifier: ts.Expression | undefined
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) specifier = node.moduleSpecifier
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) specifier = node.arguments[0]
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) specifier = node.argument.literal
    if (specifier && ts.isStringLiteral(specifier)) {
      const target = resolve(file, specifier.text)
      if (target && target !== file) targets.add(target)
    }
    if (ts.isAsExpression(node) && node.type.getText(source) !== 'const') casts++
    ts.forEachChild(node, visit)
  }
  visit(source)
  imports.set(file, [...targets].sort())
}

/**
 * A graph's levels, the imports that run back up (those that close a loop while it is being
 * followed) and its loops (Tarjan's strongly connected components of more than one node).
 */
function shapeOf(graph: Map<string, string[]>) {
  const level = new Map<string, number>()
  const following = new Set<string>()
  const backUp: [string, string][] = []
  const below = new Map<string, string>()
  const place = (node: string): number => {
    const known = level.get(node)
    if (known !== undefined) return known
    following.add(node)
    let highest = 0
    for (const target of graph.get(node) ?? []) {
      if (following.has(target)) {
        backUp.push([node, target])
        continue
      }
      const l = place(target)
      if (l > highest) {
        highest = l
        below.set(node, target)
      }
    }
    following.delete(node)
    level.set(node, highest + 1)
    return highest + 1
  }
  for (const node of graph.keys()) place(node)

  const loops: string[][] = []
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const connect = (node: string) => {
    index.set(node, next)
    low.set(node, next++)
    stack.push(node)
    onStack.add(node)
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        connect(target)
        low.set(node, Math.min(low.get(node)!, low.get(target)!))
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!))
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1) loops.push(component.sort())
    }
  }
  for (const node of graph.keys()) if (!index.has(node)) connect(node)

  const top = [...level].sort((a, b) => b[1] - a[1])[0]![0]
  const chain = [top]
  while (below.has(chain.at(-1)!)) chain.push(below.get(chain.at(-1)!)!)
  return { levels: Math.max(...level.values()), backUp, loops, chain }
}

/**
 * The parts of the server: each module (src/server/modules/X) and each other folder is one
 * part, and so is each file at the top (app.ts, config.ts …). A module's index.ts is part of it.
 */
const partOf = (file: string) => {
  const [first, second] = path.relative(serverDir, file).split(path.sep)
  return first === 'modules' ? `modules/${second}` : second === undefined ? first! : `${first}/`
}
const parts = new Map<string, string[]>()
for (const [file, targets] of imports) {
  const from = partOf(file)
  const known = new Set(parts.get(from))
  for (const target of targets) if (partOf(target) !== from) known.add(partOf(target))
  parts.set(from, [...known].sort())
}

const byFile = shapeOf(new Map([...imports].map(([file, targets]) => [rel(file), targets.map(rel)])))
const byPart = shapeOf(parts)

// Module-to-module import pairs.
const modulePairs = new Set<string>()
for (const [from, targets] of parts)
  for (const to of targets) if (from.startsWith('modules/') && to.startsWith('modules/')) modulePairs.add(`${from} -> ${to}`)

const sizes = (loops: string[][]) => (loops.length ? ` (${loops.map((c) => c.length).join(', ')})` : '')
console.log(`files (src/server):          ${files.length}, in ${parts.size} parts`)
console.log(`levels:                      ${byPart.levels} of parts, ${byFile.levels} of files`)
console.log(`imports running back up:     ${byPart.backUp.length} between parts, ${byFile.backUp.length} between files`)
console.log(
  `cycles:                      ${byPart.loops.length} of parts${sizes(byPart.loops)}, ${byFile.loops.length} of files${sizes(byFile.loops)}`,
)
console.log(`module-to-module pairs:      ${modulePairs.size}`)
console.log(`writers of members:          ${membersWriters.length} (${membersWriters.join(', ')})`)
console.log(`casts (as):                  ${casts}`)
console.log(`files over 400 lines:        ${longFiles.length}${longFiles.length ? ` (${longFiles.join(', ')})` : ''}`)

if (list) {
  for (const [name, shape] of [
    ['parts', byPart],
    ['files', byFile],
  ] as const) {
    console.log(`\nlongest chain of ${name}:\n  ${shape.chain.join('\n  ')}`)
    console.log(`\nimports running back up between ${name}:`)
    for (const [from, to] of shape.backUp) console.log(`  ${from} -> ${to}`)
    console.log(`\ncycles of ${name}:`)
    for (const loop of shape.loops) console.log(`  ${loop.join(', ')}`)
  }
  console.log('\nmodule-to-module pairs:')
  for (const pair of [...modulePairs].sort()) console.log(`  ${pair}`)
}
