import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'

/** Test pictures with metadata a photo carries (camera, GPS, comment), to see it removed. */
const segment = (marker: number, payload: Buffer) => {
  const head = Buffer.alloc(4)
  head.writeUInt16BE(0xff00 | marker, 0)
  head.writeUInt16BE(payload.length + 2, 2)
  return Buffer.concat([head, payload])
}

/** An Exif block (big-endian) with Orientation 6 and a camera make. */
function exifPayload(): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 2 * 12 + 4 + 16)
  tiff.write('MM\0*', 0, 'latin1')
  tiff.writeUInt32BE(8, 4)
  tiff.writeUInt16BE(2, 8)
  tiff.writeUInt16BE(0x010f, 10) // Make, ASCII, 16 bytes at offset 38
  tiff.writeUInt16BE(2, 12)
  tiff.writeUInt32BE(16, 14)
  tiff.writeUInt32BE(38, 18)
  tiff.writeUInt16BE(0x0112, 22) // Orientation, SHORT, 6
  tiff.writeUInt16BE(3, 24)
  tiff.writeUInt32BE(1, 26)
  tiff.writeUInt16BE(6, 30)
  tiff.writeUInt32BE(0, 34)
  tiff.write('SECRET-CAMERA\0\0\0', 38, 'latin1')
  return Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff])
}

/** A baseline JPEG's structure: JFIF, Exif, XMP (GPS), a comment, tables, a scan. */
export function jpegWithMetadata(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    segment(0xe1, exifPayload()),
    segment(0xe1, Buffer.from('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>SECRET-GPS 22.28N 114.16E</x:xmpmeta>', 'latin1')),
    segment(0xfe, Buffer.from('SECRET-COMMENT', 'latin1')),
    segment(0xdb, Buffer.alloc(65, 1)),
    segment(0xc0, Buffer.from([8, 0, 16, 0, 16, 1, 1, 0x11, 0])),
    segment(0xc4, Buffer.alloc(20, 0)),
    segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.from([0x12, 0x34, 0xff, 0x00, 0x56, 0x78, 0xff, 0xd9]),
  ])
}

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)])
}

/** The portal's real icon with a text chunk and a time chunk put in after its header. */
export function pngWithMetadata(): Buffer {
  const icon = readFileSync(new URL('../../public/icons/icon-192.png', import.meta.url))
  const afterHeader = 8 + 12 + icon.readUInt32BE(8)
  return Buffer.concat([
    icon.subarray(0, afterHeader),
    chunk('tEXt', Buffer.from('Comment\0SECRET-COMMENT', 'latin1')),
    chunk('tIME', Buffer.from([7, 234, 11, 22, 5, 0, 0])),
    icon.subarray(afterHeader),
  ])
}

/** A PNG with metadata, of `size` bytes: a private chunk of random bytes (kept when cleaned) makes it up. */
export function largePngWithMetadata(size: number): Buffer {
  const png = pngWithMetadata()
  const beforeEnd = png.length - 12
  const padding = chunk('prIv', randomBytes(size - png.length - 12))
  return Buffer.concat([png.subarray(0, beforeEnd), padding, png.subarray(beforeEnd)])
}

/** A multipart body of one file, as a browser sends it. */
export function multipartFile(field: string, fileName: string, contentType: string, content: Buffer) {
  const boundary = `----portal-test-${Math.random().toString(16).slice(2)}`
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { body, contentType: `multipart/form-data; boundary=${boundary}` }
}
