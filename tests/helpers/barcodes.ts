/**
 * Reads barcodes in Node for the tests, with zxing-wasm's reader (the library the scan dialog falls back
 * to), its WebAssembly read from node_modules: an independent decoder of what the labels draw.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader'

const require = createRequire(import.meta.url)
let isPrepared = false

function prepare() {
  if (isPrepared) return
  const wasm = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'))
  prepareZXingModule({
    overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
  })
  isPrepared = true
}

interface Rgba {
  data: Uint8ClampedArray
  width: number
  height: number
}

/** The texts of the barcodes found in an image (RGBA pixels, or the bytes of a PNG file). */
export async function decodeBarcodes(image: Rgba | Uint8Array, formats = ['Code128']): Promise<string[]> {
  prepare()
  const input = image instanceof Uint8Array ? new Blob([new Uint8Array(image)]) : (image as ImageData)
  const results = await readBarcodes(input, {
    formats: formats as never,
    tryHarder: true,
    maxNumberOfSymbols: 255,
  })
  return results.filter((result) => result.isValid).map((result) => result.text)
}

/** Black bars on white of the given widths (bar, space, bar, …), with a quiet zone, as RGBA pixels. */
export function barsImage(
  widths: readonly number[],
  pixelsPerModule = 2,
  height = 60,
  quietModules = 10,
): Rgba {
  const modules = widths.reduce((sum, width) => sum + width, 0) + 2 * quietModules
  const width = modules * pixelsPerModule
  const data = new Uint8ClampedArray(width * height * 4).fill(255)
  let x = quietModules * pixelsPerModule
  widths.forEach((moduleCount, index) => {
    const span = moduleCount * pixelsPerModule
    if (index % 2 === 0)
      for (let row = 0; row < height; row++)
        for (let column = x; column < x + span; column++) {
          const at = (row * width + column) * 4
          data[at] = data[at + 1] = data[at + 2] = 0
        }
    x += span
  })
  return { data, width, height }
}

/**
 * The Code 128 barcodes on each page of a PDF, read back from the pages drawn as pictures by poppler's
 * `pdftoppm` (poppler-utils) at `dpi`, the printer's: what a scanner sees of the printed labels.
 */
export async function pdfBarcodes(pdf: Uint8Array, dpi: number, pages?: { first: number; last: number }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'frogwalk-pdf-'))
  try {
    writeFileSync(path.join(dir, 'labels.pdf'), pdf)
    const range = pages ? ['-f', String(pages.first), '-l', String(pages.last)] : []
    execFileSync('pdftoppm', ['-r', String(dpi), '-gray', '-png', ...range, 'labels.pdf', 'page'], {
      cwd: dir,
    })
    const files = readdirSync(dir)
      .filter((name) => name.endsWith('.png'))
      .sort()
    const found: string[][] = []
    for (const file of files)
      found.push(await decodeBarcodes(new Uint8Array(readFileSync(path.join(dir, file)))))
    return found
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** How many pages a PDF made by jsPDF has. */
export const pdfPageCount = (pdf: Uint8Array) =>
  (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Type \/Page\b(?!s)/g) ?? []
  ).length

/**
 * A one-frame Y4M video (what Chromium's fake camera plays, `--use-file-for-fake-video-capture`) of black
 * bars of the given widths on white, across the middle of a 640 × 480 picture.
 */
export function barsVideo(widths: readonly number[], pixelsPerModule = 2): Buffer {
  const width = 640
  const height = 480
  const luma = Buffer.alloc(width * height, 235)
  const modules = widths.reduce((sum, moduleCount) => sum + moduleCount, 0)
  let x = Math.floor((width - modules * pixelsPerModule) / 2)
  if (x < 10 * pixelsPerModule) throw new RangeError('The barcode is too wide for the picture')
  widths.forEach((moduleCount, index) => {
    const span = moduleCount * pixelsPerModule
    if (index % 2 === 0)
      for (let row = 140; row < 340; row++) luma.fill(16, row * width + x, row * width + x + span)
    x += span
  })
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128)
  return Buffer.concat([
    Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\nFRAME\n`, 'latin1'),
    luma,
    chroma,
  ])
}
