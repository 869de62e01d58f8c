import { promisifyRequest, type UseStore } from 'idb-keyval'

/**
 * An IndexedDB object store for idb-keyval's functions whose connection is closed when the page
 * is hidden (pagehide) and opened again at the next use. A page kept in the back/forward cache
 * with a connection open may find it dead when it comes back (WebKit), and then neither reads
 * nor writes the device's copy again; a connection that fails or is closed under it is likewise
 * opened again instead of being kept.
 */
export function closableStore(databaseName: string, storeName: string): UseStore {
  let connection: Promise<IDBDatabase> | undefined
  const open = (): Promise<IDBDatabase> => {
    const request = indexedDB.open(databaseName)
    request.onupgradeneeded = () => request.result.createObjectStore(storeName)
    const opened = promisifyRequest(request)
    opened.then(
      (db) => {
        db.onclose = () => forget(opened)
        // A newer version elsewhere (another tab's update) waits for no one.
        db.onversionchange = () => {
          forget(opened)
          db.close()
        }
      },
      () => forget(opened),
    )
    return opened
  }
  const forget = (which: Promise<IDBDatabase>) => {
    if (connection === which) connection = undefined
  }
  // A page, not the service worker (which shares the outbox's store), is hidden.
  if ('onpagehide' in globalThis) {
    globalThis.addEventListener('pagehide', () => {
      const open = connection
      connection = undefined
      void open?.then((db) => db.close()).catch(() => undefined)
    })
  }
  const transaction = async (mode: IDBTransactionMode): Promise<IDBObjectStore> => {
    const current = (connection ??= open())
    try {
      return (await current).transaction(storeName, mode).objectStore(storeName)
    } catch (error) {
      // Closed under us (the browser, or a hidden page): once more on a new connection.
      if (!(error instanceof DOMException && error.name === 'InvalidStateError')) throw error
      forget(current)
      return (await (connection ??= open())).transaction(storeName, mode).objectStore(storeName)
    }
  }
  return async (mode, callback) => callback(await transaction(mode))
}
