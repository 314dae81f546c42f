import type { jsPDF } from 'jspdf'

import { code128, QUIET_ZONE_MODULES } from '../domain/labels/code128'
import {
  LABEL_STOCK,
  labelSlots,
  moduleWidth,
  onDotGrid,
  type LabelSize,
  type LabelSlot,
} from '../domain/labels/label-sizes'
import { fitLines, fitText, printableText } from '../domain/labels/label-text'

/** What a label shows of an item. */
interface LabelItem {
  sku: string
  brand: string | null
  description: string | null
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value))

/**
 * The SKU labels of `items` as a PDF (decision 022): on each, the brand, a short description cut to fit,
 * the SKU's Code 128 barcode drawn as rectangles (no bitmap, sharp at any printer's resolution) and the
 * SKU in text beneath it. Thermal sizes are one label a page; sheets start at position `start`. jsPDF
 * loads on the first call, not with the server: most servers never draw a label (decision 011a).
 */
export async function labelsPdf(
  items: readonly LabelItem[],
  size: LabelSize,
  start = 1,
): Promise<ArrayBuffer> {
  const { jsPDF } = await import('jspdf')
  const stock = LABEL_STOCK[size]
  const format = [stock.pageWidth, stock.pageHeight]
  const orientation = stock.pageWidth > stock.pageHeight ? 'landscape' : 'portrait'
  const doc = new jsPDF({ unit: 'pt', format, orientation })
  doc.setProperties({ title: 'SKU labels', creator: 'Frogwalk' })
  let page = 0
  labelSlots(size, items.length, start).forEach((slot, index) => {
    while (slot.page > page) {
      doc.addPage(format, orientation)
      page++
    }
    const item = items[index]
    if (item) drawLabel(doc, item, slot, stock.dpi)
  })
  return doc.output('arraybuffer')
}

function drawLabel(doc: jsPDF, item: LabelItem, slot: LabelSlot, dpi: number) {
  const pad = clamp(Math.min(slot.width, slot.height) * 0.07, 3, 9)
  const fontSize = clamp(slot.height * 0.11, 6, 11)
  const lineHeight = fontSize * 1.15
  const width = slot.width - 2 * pad
  const left = slot.x + pad
  let y = slot.y + pad
  const measure = (text: string) => doc.getTextWidth(text)

  doc.setTextColor(0)
  const brand = printableText(item.brand ?? '')
  if (brand !== '') {
    doc.setFont('helvetica', 'bold').setFontSize(fontSize)
    doc.text(fitText(brand, width, measure), left, y, { baseline: 'top' })
    y += lineHeight
  }
  const description = printableText(item.description ?? '')
  if (description !== '') {
    doc.setFont('helvetica', 'normal').setFontSize(fontSize * 0.9)
    for (const line of fitLines(description, width, slot.height >= 120 ? 2 : 1, measure)) {
      doc.text(line, left, y, { baseline: 'top' })
      y += lineHeight * 0.9
    }
  }

  const sku = printableText(item.sku)
  const skuTop = slot.y + slot.height - pad - lineHeight
  const barTop = y + fontSize * 0.25
  const barHeight = skuTop - barTop - fontSize * 0.15
  const bars = code128(item.sku)
  if (bars.ok && barHeight > 8) {
    const module = moduleWidth(width, bars.modules + 2 * QUIET_ZONE_MODULES, dpi)
    let x = onDotGrid(left + (width - bars.modules * module) / 2, dpi)
    doc.setFillColor(0, 0, 0)
    bars.widths.forEach((modules, element) => {
      if (element % 2 === 0) doc.rect(x, barTop, modules * module, barHeight, 'F')
      x += modules * module
    })
  }
  doc.setFont('courier', 'bold').setFontSize(fontSize)
  doc.text(fitText(sku, width, measure), slot.x + slot.width / 2, skuTop, {
    baseline: 'top',
    align: 'center',
  })
}
