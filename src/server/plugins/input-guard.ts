import fp from 'fastify-plugin'
import { BadInput } from '../lib/bad-input.ts'

interface Node {
  value: unknown
  key: string
  parent: Node | undefined
  depth: number
}

const pathOf = (node: Node) => {
  const keys: string[] = []
  for (let at: Node | undefined = node; at?.parent; at = at.parent) keys.unshift(at.key)
  return keys
}

/**
 * The schemas validate recursively: a body nested thousands deep would overflow the stack
 * (a 500). No request of the portal nests beyond a few levels.
 */
const deepestNesting = 32

/**
 * The first field that would break what comes after the parser: a string (value or key)
 * holding a NUL character, which PostgreSQL text cannot hold, or nesting beyond
 * `deepestNesting`. Walks without recursion, and keeps each path only as a link to its parent.
 */
function firstProblem(root: unknown): { field: string; reason: string } | undefined {
  const pending: Node[] = [{ value: root, key: '', parent: undefined, depth: 0 }]
  for (let node = pending.pop(); node; node = pending.pop()) {
    const { value } = node
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { field: pathOf(node).join('.'), reason: 'NUL character' }
    } else if (typeof value === 'object' && value !== null) {
      // Named by its outermost field: the full path would be thousands of segments long.
      if (node.depth > deepestNesting) return { field: pathOf(node)[0] ?? '', reason: 'nested too deep' }
      for (const [key, child] of Object.entries(value)) {
        const next = { value: child, key: key.replaceAll('\u0000', ''), parent: node, depth: node.depth + 1 }
        if (key.includes('\u0000')) return { field: pathOf(next).join('.'), reason: 'NUL character' }
        pending.push(next)
      }
    }
  }
  return undefined
}

/** Refuses, before validation, input that the schemas or the database cannot take. */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      for (const [part, value] of [
        ['params', request.params],
        ['querystring', request.query],
        ['body', request.body],
      ] as const) {
        const problem = firstProblem(value)
        if (problem) throw new BadInput(problem.field || part, problem.reason)
      }
    })
  },
  { name: 'input-guard' },
)
