import type { Plugin } from 'vite'

/** The files of the endpoint tables. */
const endpointTable = /[\\/]src[\\/]contract[\\/](staff-)?endpoints[\\/][\w-]+\.ts$/
/** An entry's summary line, in either quote. */
const summary = /\bsummary:\s*(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"),/g

/**
 * Each endpoint entry carries the one line the API document shows; a page never shows it, so
 * the client's build leaves the lines out (the login page's first load carries its entries).
 * A table file in which no summary is found fails the build: the lines would cost bytes again.
 */
export function endpointSummariesOut(): Plugin {
  return {
    name: 'endpoint-summaries-out',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!endpointTable.test(id)) return null
      const stripped = code.replace(summary, '')
      if (stripped === code) this.error(`no endpoint summary found to leave out of ${id}`)
      return { code: stripped, map: null }
    },
  }
}
