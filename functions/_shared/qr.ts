import QRCode from 'qrcode'

/** A PNG QR code of `text` (the ticket's /entrada address), sized for mail clients. */
export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', width: 300, margin: 2, errorCorrectionLevel: 'M' })
}
