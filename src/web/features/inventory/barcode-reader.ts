/**
 * Reading a barcode from the camera's picture (decision 022): the browser's BarcodeDetector where it has
 * one (Android, macOS, ChromeOS), else zxing-wasm's reader, loaded only when the scan dialog opens, its
 * WebAssembly served by Frogwalk itself (a hashed asset of the build, allowed by the CSP's
 * 'wasm-unsafe-eval'), never from a CDN.
 */

/** What a SKU label or a marketplace's label may carry, in BarcodeDetector's names. */
const DETECTOR_FORMATS = [
  'code_128',
  'code_39',
  'code_93',
  'codabar',
  'ean_13',
  'ean_8',
  'upc_a',
  'upc_e',
  'itf',
  'qr_code',
  'data_matrix',
]
/** The same formats in zxing's names. */
const ZXING_FORMATS = [
  'Code128',
  'Code39',
  'Code93',
  'Codabar',
  'EAN-13',
  'EAN-8',
  'UPC-A',
  'UPC-E',
  'ITF',
  'QRCode',
  'DataMatrix',
] as const

/** Reads the first barcode in a video's current frame, or null. */
type ReadFrame = (video: HTMLVideoElement) => Promise<string | null>

interface DetectedBarcode {
  rawValue: string
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): { detect: (source: HTMLVideoElement) => Promise<DetectedBarcode[]> }
  getSupportedFormats: () => Promise<string[]>
}

async function nativeReader(): Promise<ReadFrame | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector
  if (!Detector) return null
  const supported = new Set(await Detector.getSupportedFormats())
  const formats = DETECTOR_FORMATS.filter((format) => supported.has(format))
  if (!formats.includes('code_128')) return null
  const detector = new Detector({ formats })
  return async (video) => (await detector.detect(video))[0]?.rawValue ?? null
}

async function zxingReader(): Promise<ReadFrame> {
  const [{ prepareZXingModule, readBarcodes }, { default: wasmUrl }] = await Promise.all([
    import('zxing-wasm/reader'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ])
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
    fireImmediately: true,
  })
  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) throw new Error('This browser cannot read pictures from the camera.')
  return async (video) => {
    const { videoWidth: width, videoHeight: height } = video
    if (width === 0 || height === 0) return null
    canvas.width = width
    canvas.height = height
    context.drawImage(video, 0, 0, width, height)
    const results = await readBarcodes(context.getImageData(0, 0, width, height), {
      formats: [...ZXING_FORMATS],
      tryHarder: true,
      maxNumberOfSymbols: 1,
    })
    return results.find((result) => result.isValid)?.text ?? null
  }
}

/** The best reader this browser has. */
export async function barcodeReader(): Promise<ReadFrame> {
  return (await nativeReader()) ?? zxingReader()
}
