import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

/** README.md and every page under docs/. */
function markdownFiles(): string[] {
  const pages: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name)
      if (statSync(full).isDirectory()) walk(full)
      else if (name.endsWith('.md')) pages.push(full)
    }
  }
  walk(path.join(root, 'docs'))
  return [path.join(root, 'README.md'), ...pages]
}

/** Text outside fenced code blocks, where a `[x](y)` is code, not a link. */
const prose = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '')

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as dashes, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>()
  const anchors = new Set<string>()
  for (const [, heading] of prose(markdown).matchAll(/^#{1,6} (.+)$/gm)) {
    const base = heading!
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\- _]/gu, '')
      .replace(/ /g, '-')
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    anchors.add(count === 0 ? base : `${base}-${count}`)
  }
  return anchors
}

const relative = (file: string) => path.relative(root, file)

describe('README and docs/', () => {
  const files = markdownFiles()

  it('keep README short enough to read in five minutes', () => {
    const lines = readFileSync(path.join(root, 'README.md'), 'utf8').split('\n').length
    expect(lines).toBeLessThanOrEqual(260)
  })

  it.each(files.map((file) => [relative(file), file]))('%s links only to files and headings that exist', (_, file) => {
    const text = readFileSync(file, 'utf8')
    const broken: string[] = []
    for (const [, target] of prose(text).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(https?:|mailto:)/.test(target!)) continue
      const [linkPath, anchor] = target!.split('#') as [string, string | undefined]
      const linked = linkPath === '' ? file : path.resolve(path.dirname(file), linkPath)
      if (!existsSync(linked)) {
        broken.push(`${target}: no such file`)
        continue
      }
      if (anchor !== undefined && !anchorsOf(readFileSync(linked, 'utf8')).has(anchor)) {
        broken.push(`${target}: no such heading in ${relative(linked)}`)
      }
    }
    expect(broken).toEqual([])
  })

  it('link every page under docs/ from README or another page', () => {
    const linked = new Set<string>()
    for (const file of files) {
      for (const [, target] of prose(readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s#]+)[^)\s]*\)/g)) {
        linked.add(path.resolve(path.dirname(file), target!))
      }
    }
    const orphans = files.slice(1).filter((file) => !linked.has(file))
    expect(orphans.map(relative)).toEqual([])
  })
})
