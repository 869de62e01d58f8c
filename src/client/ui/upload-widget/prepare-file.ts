import type { Problem } from '#contract/messages'
import { claimedKind, fileProblem, imageMaxSide, isImageKind, type FileKind, type UploadRule } from '#contract/rules/upload-files'

const compressorOptions = (quality: number, maxBytes: number) => ({
  quality,
  maxWidth: imageMaxSide,
  maxHeight: imageMaxSide,
  // A large PNG becomes a JPEG: the only way to bring a photo saved as PNG under the limit.
  convertSize: maxBytes,
})

/** Lower qualities tried in turn until the image fits. */
const qualities = [0.8, 0.6, 0.4]

/** compressorjs is fetched the first time a member chooses an image. */
async function compress(file: File, quality: number, maxBytes: number): Promise<Blob> {
  const { default: Compressor } = await import('compressorjs')
  return new Promise((resolve, reject) => {
    new Compressor(file, { ...compressorOptions(quality, maxBytes), success: resolve, error: reject })
  })
}

const kindOfBlob = (blob: Blob, fallback: FileKind): FileKind =>
  blob.type === 'image/jpeg' ? 'jpeg' : blob.type === 'image/png' ? 'png' : fallback

/**
 * The file as it is uploaded: a PDF as chosen, an image compressed to at most 2048 px and
 * the rule's size. A refusal answers the rule's problem.
 */
export async function prepareFile(file: File, rule: UploadRule): Promise<{ blob: Blob; name: string } | { problem: Problem }> {
  const kind = claimedKind(file)
  if (kind === undefined || !isImageKind(kind)) {
    const problem = fileProblem(rule, kind, file.size)
    return problem ? { problem } : { blob: file, name: file.name }
  }
  const typeProblem = fileProblem(rule, kind, 1)
  if (typeProblem) return { problem: typeProblem }
  let problem: Problem | undefined
  for (const quality of qualities) {
    let blob: Blob
    try {
      blob = await compress(file, quality, rule.maxBytes[kind])
    } catch {
      return { problem: { key: 'upload.not-an-image' } }
    }
    const outputKind = kindOfBlob(blob, kind)
    problem = fileProblem(rule, outputKind, blob.size)
    if (!problem) return { blob, name: outputKind === kind ? file.name : file.name.replace(/\.[^.]+$/, '.jpg') }
  }
  return { problem: problem ?? { key: 'upload.too-large' } }
}
