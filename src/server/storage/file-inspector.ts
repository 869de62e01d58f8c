import { createHash } from 'node:crypto'
import { Transform } from 'node:stream'
import type { Problem } from '#contract/messages'
import { fileProblem, largestUploadBytes, tooLargeProblem, type FileKind, type UploadRule } from '#contract/rules/upload-files'
import { sniffFileKind, sniffLength } from '#contract/rules/sniff-file-kind'
import { FileRefused } from './file-store.ts'

/**
 * Checks the first bytes and the running size while the file streams past, for every store.
 * `kind` settles once the first bytes are judged: with a kind the rule takes, or with why the
 * stream stopped before (a refusal, a broken body). `result` is for after the stream ended.
 */
export function inspector(rule: UploadRule) {
  let head = Buffer.alloc(0)
  let kind: FileKind | undefined
  let size = 0
  const hash = createHash('sha256')
  let known: (kind: FileKind) => void = () => {}
  const refuse = (problem: Problem | undefined) => (problem ? new FileRefused(problem) : undefined)
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length
      if (kind === undefined) {
        head = Buffer.concat([head, chunk]).subarray(0, sniffLength)
        if (head.length >= sniffLength) {
          kind = sniffFileKind(head)
          const refusal = refuse(fileProblem(rule, kind, 1))
          if (refusal) return callback(refusal)
          known(kind!)
        }
      }
      // Until the kind is known, no file may pass the largest limit of any kind.
      const problem = kind
        ? fileProblem(rule, kind, size)
        : size > largestUploadBytes
          ? tooLargeProblem(largestUploadBytes)
          : undefined
      const refusal = refuse(problem)
      if (refusal) return callback(refusal)
      hash.update(chunk)
      callback(null, chunk)
    },
    flush(callback) {
      kind ??= sniffFileKind(head)
      const refusal = refuse(fileProblem(rule, kind, size))
      if (!refusal) known(kind!)
      callback(refusal ?? null)
    },
  })
  const kindKnown = new Promise<FileKind>((resolve, reject) => {
    known = resolve
    transform.once('close', () => reject(transform.errored ?? new Error('the file ended before its kind was known')))
  })
  // A store that does not wait for the kind must not leave its refusal unhandled.
  kindKnown.catch(() => {})
  return { transform, kind: kindKnown, result: () => ({ kind: kind!, size, sha256: hash.digest('hex') }) }
}
