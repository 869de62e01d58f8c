import type { Plugin } from 'vite'

const entriesModule = /[\\/]src[\\/]contract[\\/]endpoint\.ts$/
const schemaImports = /import\('\.\/schemas\/[a-z-]+\.ts'\)/g

/**
 * The service worker sends queued uploads through their endpoint entries but never checks a
 * schema: its build leaves out the schema modules the entries load on demand (arktype and every
 * schema, some 200 kB of a 33 kB worker), and with them the page's module-preload code, which a
 * worker cannot run. A build whose entries load their schemas some other way fails.
 */
export function schemasOutOfWorker(): Plugin {
  return {
    name: 'schemas-out-of-worker',
    enforce: 'pre',
    transform(code, id) {
      if (!entriesModule.test(id)) return null
      if (!code.match(schemaImports)) this.error(`${id} no longer loads its schemas with import('./schemas/….ts')`)
      return {
        code: code.replaceAll(schemaImports, "Promise.reject(new Error('the service worker checks no schema'))"),
        map: null,
      }
    },
  }
}
