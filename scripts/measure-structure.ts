/**
 * npx tsx scripts/measure-structure.ts: the server's structure in figures, read from the source
 * (src/server), so that a change to the layout can say what it changed.
 *
 * - levels: each file stands one level above the highest file it imports (type imports too: a
 *   type ties two files as much as a value). Imports are followed in a fixed order (files by
 *   path); an import of a file whose own imports are still being followed closes a loop: it is
 *   counted as running back up, and it does not raise a level.
 * - cycles: groups of files that import each other in a loop (strongly connected components).
 * - module pairs: ordered pairs of modules (src/server/modules/X) where a file of the first
 *   imports a file of the second.
 * - writers of members: files that insert into, update or delete from the members table.
 * - casts: `x as T` in src/server (`as const` is no cast: it only narrows a literal).
 * - long files: files over 400 lines.
 *
 * `--list` also prints the cycles, the imports running back up, the module pairs and the longest
 * chain of imports.
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

// Levels, and the imports that run back up (those that close a loop while it is being followed).
const level = new Map<string, number>()
const following = new Set<string>()
const backUp: [string, string][] = []
const below = new Map<string, string>()
function place(file: string): number {
  const known = level.get(file)
  if (known !== undefined) return known
  following.add(file)
  let highest = 0
  for (const target of imports.get(file) ?? []) {
    if (following.has(target)) {
      backUp.push([file, target])
      continue
    }
    const l = place(target)
    if (l > highest) {
      highest = l
      below.set(file, target)
    }
  }
  following.delete(file)
  level.set(file, highest + 1)
  return highest + 1
}
for (const file of files) place(file)
const levels = Math.max(...level.values())

// Cycles: Tarjan's strongly connected components of more than one file.
const cycles: string[][] = []
{
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const connect = (file: string) => {
    index.set(file, next)
    low.set(file, next++)
    stack.push(file)
    onStack.add(file)
    for (const target of imports.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target)
        low.set(file, Math.min(low.get(file)!, low.get(target)!))
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!))
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== file)
      if (component.length > 1) cycles.push(component.map(rel).sort())
    }
  }
  for (const file of files) if (!index.has(file)) connect(file)
}

// Module-to-module import pairs.
const moduleOf = (file: string) => /^src\/server\/modules\/([^/]+)\//.exec(rel(file))?.[1]
const modulePairs = new Set<string>()
for (const [file, targets] of imports) {
  const from = moduleOf(file)
  for (const target of targets) {
    const to = moduleOf(target)
    if (from && to && from !== to) modulePairs.add(`${from} -> ${to}`)
  }
}

const top = [...level].sort((a, b) => b[1] - a[1])[0]![0]
const chain = [top]
while (below.has(chain.at(-1)!)) chain.push(below.get(chain.at(-1)!)!)

console.log(`files (src/server):          ${files.length}`)
console.log(`levels:                      ${levels}`)
console.log(`imports running back up:     ${backUp.length}`)
console.log(
  `cycles:                      ${cycles.length}${cycles.length ? ` (${cycles.map((c) => c.length).join(', ')} files)` : ''}`,
)
console.log(`module-to-module pairs:      ${modulePairs.size}`)
console.log(`writers of members:          ${membersWriters.length} (${membersWriters.join(', ')})`)
console.log(`casts (as):                  ${casts}`)
console.log(`files over 400 lines:        ${longFiles.length}${longFiles.length ? ` (${longFiles.join(', ')})` : ''}`)

if (list) {
  console.log('\nlongest chain of imports:\n  ' + chain.map(rel).join('\n  '))
  console.log('\nimports running back up:')
  for (const [from, to] of backUp) console.log(`  ${rel(from)} -> ${rel(to)}`)
  console.log('\ncycles:')
  for (const cycle of cycles) console.log(`  ${cycle.join(', ')}`)
  console.log('\nmodule-to-module pairs:')
  for (const pair of [...modulePairs].sort()) console.log(`  ${pair}`)
}
