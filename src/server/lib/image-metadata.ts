/**
 * Removes what a photo says about its taker (camera, GPS position, time, comments) from
 * JPEG and PNG files, without decoding the picture: segments and chunks are dropped, the
 * image data is copied byte for byte. A JPEG's orientation is kept, so the picture still
 * shows the right way up.
 */

export class ImageFormatError extends Error {
  override readonly name = 'ImageFormatError'
}

export type ImageType = 'jpeg' | 'png'

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** What the first bytes say the file is. */
export function sniffImageType(head: Uint8Array): ImageType | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg'
  if (head.length >= 8 && pngSignature.equals(Buffer.from(head.subarray(0, 8)))) return 'png'
  return undefined
}

export function stripImageMetadata(image: Buffer, type: ImageType): Buffer {
  return type === 'jpeg' ? stripJpegMetadata(image) : stripPngMetadata(image)
}

const SOI = 0xd8
const EOI = 0xd9
const SOS = 0xda
const APP0 = 0xe0
const APP1 = 0xe1
const APP14 = 0xee
const COM = 0xfe

const startsWith = (segment: Buffer, text: string) => segment.subarray(4, 4 + text.length).toString('latin1') === text

/** Keeps JFIF (APP0) and Adobe (APP14, colour transform); drops every other APPn and COM. */
function keepJpegSegment(marker: number, segment: Buffer): boolean {
  if (marker === COM) return false
  if (marker === APP0) return startsWith(segment, 'JFIF\0')
  if (marker === APP14) return startsWith(segment, 'Adobe')
  return !(marker >= APP0 && marker <= 0xef)
}

export function stripJpegMetadata(jpeg: Buffer): Buffer {
  if (sniffImageType(jpeg) !== 'jpeg') throw new ImageFormatError('not a JPEG')
  const kept: Buffer[] = [jpeg.subarray(0, 2)]
  let orientation: number | undefined
  let offset = 2
  for (;;) {
    if (offset + 1 >= jpeg.length) throw new ImageFormatError('JPEG ends before its image data')
    if (jpeg[offset] !== 0xff) throw new ImageFormatError('JPEG segment expected')
    const marker = jpeg[offset + 1]!
    // Fill bytes before a marker.
    if (marker === 0xff) {
      offset += 1
      continue
    }
    if (marker === SOI || marker === EOI || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      throw new ImageFormatError('JPEG marker out of place')
    }
    if (offset + 4 > jpeg.length) throw new ImageFormatError('JPEG segment cut off')
    const length = jpeg.readUInt16BE(offset + 2)
    const end = offset + 2 + length
    if (length < 2 || end > jpeg.length) throw new ImageFormatError('JPEG segment cut off')
    const segment = jpeg.subarray(offset, end)
    if (marker === APP1 && startsWith(segment, 'Exif\0\0')) orientation ??= exifOrientation(segment.subarray(10))
    if (marker === SOS) {
      // The scans: image data and the segments between progressive scans, up to the end.
      if (orientation !== undefined && orientation !== 1) kept.splice(1, 0, orientationSegment(orientation))
      kept.push(jpeg.subarray(offset))
      return Buffer.concat(kept)
    }
    if (keepJpegSegment(marker, segment)) kept.push(segment)
    offset = end
  }
}

/** The Orientation tag (0x0112) of an Exif block's first IFD; anything unreadable counts as none. */
function exifOrientation(tiff: Buffer): number | undefined {
  if (tiff.length < 8) return undefined
  const order = tiff.toString('latin1', 0, 2)
  if (order !== 'II' && order !== 'MM') return undefined
  const u16 = (at: number) => (order === 'II' ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at))
  const u32 = (at: number) => (order === 'II' ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at))
  const ifd = u32(4)
  if (ifd + 2 > tiff.length) return undefined
  const count = u16(ifd)
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12
    if (entry + 12 > tiff.length) return undefined
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8)
      return value >= 1 && value <= 8 ? value : undefined
    }
  }
  return undefined
}

/** A minimal Exif block holding the orientation only. */
function orientationSegment(orientation: number): Buffer {
  const segment = Buffer.alloc(2 + 2 + 6 + 8 + 2 + 12 + 4)
  segment.writeUInt16BE(0xffe1, 0)
  segment.writeUInt16BE(segment.length - 2, 2)
  segment.write('Exif\0\0', 4, 'latin1')
  segment.write('MM\0*', 10, 'latin1')
  segment.writeUInt32BE(8, 14)
  segment.writeUInt16BE(1, 18)
  segment.writeUInt16BE(0x0112, 20)
  segment.writeUInt16BE(3, 22)
  segment.writeUInt32BE(1, 24)
  segment.writeUInt16BE(orientation, 28)
  segment.writeUInt32BE(0, 32)
  return segment
}

/** Text, Exif and time chunks carry metadata; the picture and its colour chunks stay. */
const droppedPngChunks = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME'])

export function stripPngMetadata(png: Buffer): Buffer {
  if (sniffImageType(png) !== 'png') throw new ImageFormatError('not a PNG')
  const kept: Buffer[] = [png.subarray(0, 8)]
  let offset = 8
  for (;;) {
    if (offset + 12 > png.length) throw new ImageFormatError('PNG ends before IEND')
    const length = png.readUInt32BE(offset)
    const type = png.toString('latin1', offset + 4, offset + 8)
    const end = offset + 12 + length
    if (end > png.length) throw new ImageFormatError('PNG chunk cut off')
    if (!droppedPngChunks.has(type)) kept.push(png.subarray(offset, end))
    if (type === 'IEND') return Buffer.concat(kept)
    offset = end
  }
}
