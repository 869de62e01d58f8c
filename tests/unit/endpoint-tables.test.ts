import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Endpoint } from '#contract/endpoint'
import { endpoints } from '#contract/endpoints'

/** Every capability's table, as the client imports them. */
const folder = path.resolve(import.meta.dirname, '../../src/contract/endpoints')
const tables = (
  await Promise.all(
    fs.readdirSync(folder).map(async (file) => {
      const exports = (await import(path.join(folder, file))) as Record<string, Record<string, Endpoint>>
      return Object.entries(exports).map(([name, table]) => ({ table: `${file}: ${name}`, calls: Object.entries(table) }))
    }),
  )
).flat()

describe('the member endpoint table is made of the capability tables', () => {
  it('finds the capability tables', () => {
    expect(tables.length).toBeGreaterThanOrEqual(11)
  })

  it('names each call in one capability table only', () => {
    const owners = new Map<string, string[]>()
    for (const { table, calls } of tables) for (const [name] of calls) owners.set(name, [...(owners.get(name) ?? []), table])
    expect([...owners].filter(([, inTables]) => inTables.length > 1)).toEqual([])
  })

  it('holds every call of every capability table, and nothing else', () => {
    const calls = tables.flatMap(({ calls }) => calls)
    expect(Object.keys(endpoints).sort()).toEqual(calls.map(([name]) => name).sort())
    for (const [name, endpoint] of calls) expect(endpoints[name as keyof typeof endpoints], name).toBe(endpoint)
  })
})
