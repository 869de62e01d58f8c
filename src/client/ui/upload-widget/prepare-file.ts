import { uploadFileLimits as limits } from '#contract/rules/upload-files'

/** Why a chosen file is not sent (each has the spec's message, section 5). */
export type FileRefusal = 'type' | 'size' | 'notImage'

export type FileKind = 'image' | 'pdf'

/** A file's kind by its extension and type, or undefined when the widget does not take it. */
export function fileKind(file: Pick<File, 'name' | 'type'>): FileKind | undefined {
  const extension = file.name.toLowerCase().split('.').pop() ?? ''
  if (!(limits.extensions as readonly string[]).includes(extension)) return undefined
  return extension === 'pdf' ? 'pdf' : 'image'
}

const compressorOptions = (quality: number) => ({
  quality,
  maxWidth: limits.imageMaxSide,
  maxHeight: limits.imageMaxSide,
  // Large PNGs become JPEG, the only way to bring a photo saved as PNG under the limit.
  convertSize: limits.imageMaxBytes,
})

/** Lower qualities tried in turn until the image fits. */
const qualities = [0.8, 0.6, 0.4]

async function compress(file: File, quality: number): Promise<Blob> {
  const { default: Compressor } = await import('compressorjs')
  return new Promise((resolve, reject) => {
    new Compressor(file, { ...compressorOptions(quality), success: resolve, error: reject })
  })
}

/**
 * The file as it is uploaded: a PDF as chosen (within its size), an image compressed to the
 * image limits. Refusals answer why.
 */
export async function prepareFile(file: File): Promise<{ blob: Blob; name: string } | { refusal: FileRefusal }> {
  const kind = fileKind(file)
  if (!kind) return { refusal: 'type' }
  if (kind === 'pdf') return file.size > limits.pdfMaxBytes ? { refusal: 'size' } : { blob: file, name: file.name }
  for (const quality of qualities) {
    let blob: Blob
    try {
      blob = await compress(file, quality)
    } catch {
      return { refusal: 'notImage' }
    }
    if (blob.size <= limits.imageMaxBytes) {
      const name = blob.type === 'image/jpeg' ? file.name.replace(/\.png$/i, '.jpg') : file.name
      return { blob, name }
    }
  }
  return { refusal: 'size' }
}
