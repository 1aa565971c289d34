import { sniffImage } from '../../files/storage.js'

const office: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
}
const legacyOffice: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
}
const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04])
const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])

function isText(bytes: Buffer) {
  if (bytes.includes(0)) return false
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return true
  } catch {
    return false
  }
}

/**
 * The type of an attachment from its bytes (and, for containers whose bytes do not say which
 * office format they hold, its extension): PDF, images, office documents and plain text. The
 * client's content type is not trusted; anything else is refused.
 */
export function attachmentType(filename: string, bytes: Buffer): string | undefined {
  const ext = filename.toLowerCase().split('.').pop() ?? ''
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf'
  const image = sniffImage(bytes)
  if (image) return image
  if (office[ext] && bytes.subarray(0, 4).equals(zip)) return office[ext]
  if (legacyOffice[ext] && bytes.subarray(0, 8).equals(ole)) return legacyOffice[ext]
  if ((ext === 'txt' || ext === 'csv') && isText(bytes)) return ext === 'csv' ? 'text/csv' : 'text/plain'
  return undefined
}
