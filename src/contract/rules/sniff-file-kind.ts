import type { FileKind } from './upload-files.ts'

const signatures: { kind: FileKind; bytes: number[] }[] = [
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  // The compound-file header of Word 97-2003 documents.
  { kind: 'doc', bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
]

/** Bytes needed to tell every kind apart. */
export const sniffLength = Math.max(...signatures.map((signature) => signature.bytes.length))

/** The kind a file really is, from its first bytes; a name or a Content-Type can lie. */
export function sniffFileKind(head: Uint8Array): FileKind | undefined {
  return signatures.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte))?.kind
}
