/** Reads QR codes from a video frame: the browser's own BarcodeDetector, else the bundled ZXing one. */
export interface QrDetector {
  detect(source: HTMLVideoElement): Promise<string[]>
}

interface DetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>
}
interface DetectorClass {
  new (options: { formats: string[] }): DetectorLike
  getSupportedFormats(): Promise<string[]>
}

const wrap = (detector: DetectorLike): QrDetector => ({
  detect: async (source) => (await detector.detect(source)).map((code) => code.rawValue),
})

/**
 * Chrome on Android and macOS ship BarcodeDetector; desktop Linux, Firefox and iOS Safari do not.
 * There the `barcode-detector` ponyfill runs ZXing compiled to WebAssembly. The .wasm file is part of
 * our build (Vite emits it as an asset) and the module is told to load it from there, never from the
 * package's default CDN: the door keeps working without Internet and the CSP allows only 'self'.
 */
export async function createQrDetector(): Promise<QrDetector> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector
  if (Native) {
    const formats = await Native.getSupportedFormats().catch(() => [] as string[])
    if (formats.includes('qr_code')) return wrap(new Native({ formats: ['qr_code'] }))
  }
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ])
  await prepareZXingModule({
    overrides: { locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? wasmUrl : prefix + file) },
    fireImmediately: true,
  })
  return wrap(new BarcodeDetector({ formats: ['qr_code'] }))
}
