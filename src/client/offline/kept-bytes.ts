/**
 * Values with files in them, as IndexedDB keeps them everywhere: each Blob as its bytes (an
 * ArrayBuffer) with its type, and its name for a File. WebKit refuses a Blob in IndexedDB in a
 * session that keeps nothing on disk (private browsing, some in-app browsers); an ArrayBuffer
 * of the same bytes it keeps.
 */
const keptBlobMark = 'keptBlob'

interface KeptBlob {
  [keptBlobMark]: true
  bytes: ArrayBuffer
  type: string
  name?: string
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype

/** `value` with every Blob in it (in arrays and plain objects) replaced by its bytes. */
export async function keepableValue(value: unknown): Promise<unknown> {
  if (value instanceof Blob) {
    const kept: KeptBlob = { [keptBlobMark]: true, bytes: await value.arrayBuffer(), type: value.type }
    return value instanceof File ? { ...kept, name: value.name } : kept
  }
  if (Array.isArray(value)) return Promise.all(value.map(keepableValue))
  if (isPlainObject(value)) {
    const entries = await Promise.all(Object.entries(value).map(async ([key, inner]) => [key, await keepableValue(inner)]))
    return Object.fromEntries(entries)
  }
  return value
}

/** A value read back: the bytes kept for each Blob are a Blob again (a File when it had a name). */
export function keptValue<T>(value: unknown): T {
  if (isPlainObject(value)) {
    if (value[keptBlobMark] === true) {
      const { bytes, type, name } = value as unknown as KeptBlob
      return (name === undefined ? new Blob([bytes], { type }) : new File([bytes], name, { type })) as T
    }
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, keptValue(inner)])) as T
  }
  if (Array.isArray(value)) return value.map((inner) => keptValue(inner)) as T
  return value as T
}
