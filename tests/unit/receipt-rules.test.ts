import { describe, expect, it } from 'vitest'
import { receiptFileProblem } from '#contract/rules/receipt'
import { isReceiptId } from '#contract/rules/receipt-id'
import { ImageFormatError, sniffImageType, stripJpegMetadata, stripPngMetadata } from '#server/lib/image-metadata.ts'
import { jpegWithMetadata, pngWithMetadata } from '../support/images.ts'

const MB = 1024 * 1024

describe('receipt rules', () => {
  it.each([
    [undefined, 'upload.missing'],
    [{ name: 'r.jpg', type: 'image/jpeg', size: 10 * MB }, undefined],
    [{ name: 'r.JPEG', type: '', size: 1 }, undefined],
    [{ name: 'r.png', type: 'image/png', size: 1 }, undefined],
    [{ name: 'r.jpg', type: 'image/jpeg', size: 10 * MB + 1 }, 'upload.too-large'],
    [{ name: 'r.jpg', type: 'image/jpeg', size: 0 }, 'upload.empty'],
    [{ name: 'r.pdf', type: 'application/pdf', size: 1 }, 'upload.type-image'],
    [{ name: 'r.gif', type: 'image/gif', size: 1 }, 'upload.type-image'],
  ])('%j: %s', (file, key) => {
    expect(receiptFileProblem(file)?.key).toBe(key)
  })

  it('knows an issued id from anything else', () => {
    expect(isReceiptId('cKq9Ap6iI_aD5NZ_WVIAsg')).toBe(true)
    expect(isReceiptId('cKq9Ap6iI_aD5NZ_WVIAs')).toBe(false)
    expect(isReceiptId('cKq9Ap6iI_aD5NZ_WVIAs!')).toBe(false)
    expect(isReceiptId(undefined)).toBe(false)
  })
})

describe('image metadata', () => {
  it('keeps a JPEG orientation in a minimal Exif block and drops the camera', () => {
    const stripped = stripJpegMetadata(jpegWithMetadata())
    const exif = stripped.indexOf('Exif\0\0', 0, 'latin1')
    expect(exif).toBeGreaterThan(0)
    // Big-endian TIFF, one entry: tag 0x0112, SHORT, value 6.
    expect(stripped.readUInt16BE(exif + 6 + 8)).toBe(1)
    expect(stripped.readUInt16BE(exif + 6 + 10)).toBe(0x0112)
    expect(stripped.readUInt16BE(exif + 6 + 18)).toBe(6)
    expect(stripped.toString('latin1')).not.toContain('SECRET')
    expect(sniffImageType(stripped)).toBe('jpeg')
  })

  it('drops Exif altogether when the photo needs no turning', () => {
    const upright = jpegWithMetadata()
    const at = upright.indexOf(Buffer.from([0x01, 0x12, 0x00, 0x03]))
    upright.writeUInt16BE(1, at + 8)
    expect(stripJpegMetadata(upright).toString('latin1')).not.toContain('Exif')
  })

  it('refuses a cut-off file', () => {
    expect(() => stripJpegMetadata(jpegWithMetadata().subarray(0, 40))).toThrow(ImageFormatError)
    expect(() => stripPngMetadata(pngWithMetadata().subarray(0, 100))).toThrow(ImageFormatError)
    expect(() => stripPngMetadata(jpegWithMetadata())).toThrow(ImageFormatError)
  })

  it('leaves a PNG without metadata as it was', () => {
    const clean = stripPngMetadata(pngWithMetadata())
    expect(stripPngMetadata(clean)).toEqual(clean)
  })
})
