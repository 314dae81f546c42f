import { pdfColumns, pdfPageFooter, pdfRow, type PdfItem } from '../../../domain/csv/pdf-rows'
import { ITEM_STATUS_INFO, type ItemStatus } from '../../../domain/items/status'
import { fetchThumbnail } from '../../api/files'

/** The side of a cover in the PDF, in points. */
const COVER_SIZE = 24
/** Covers are drawn for lists up to this long; a longer list's PDF is the table alone. */
const MAX_PDF_COVERS = 1000

/**
 * The covers of the items, each shrunk to a 96 px JPEG (what jsPDF draws), fetched a few at a time; none
 * for a list longer than MAX_PDF_COVERS, and a cover that cannot be read is left out.
 */
export async function loadCovers(
  items: readonly { coverId?: string | null }[],
): Promise<Map<string, string>> {
  const covers = new Map<string, string>()
  const ids = items.flatMap((item) => (item.coverId ? [item.coverId] : []))
  if (ids.length === 0 || items.length > MAX_PDF_COVERS) return covers
  const load = async (id: string) => {
    try {
      const thumbnail = await fetchThumbnail(id)
      if (thumbnail === null) return
      const bitmap = await createImageBitmap(thumbnail)
      const canvas = document.createElement('canvas')
      canvas.width = 96
      canvas.height = 96
      const context = canvas.getContext('2d')
      if (!context) return
      // Cropped to a square from the middle, as the lists show it.
      const side = Math.min(bitmap.width, bitmap.height)
      context.drawImage(
        bitmap,
        (bitmap.width - side) / 2,
        (bitmap.height - side) / 2,
        side,
        side,
        0,
        0,
        96,
        96,
      )
      bitmap.close()
      covers.set(id, canvas.toDataURL('image/jpeg', 0.8))
    } catch (error) {
      console.warn('A cover could not be drawn in the PDF', error)
    }
  }
  for (let start = 0; start < ids.length; start += 6) await Promise.all(ids.slice(start, start + 6).map(load))
  return covers
}

/**
 * The PDF of a list (spec 9): a title, the status's columns with descriptions and locations truncated,
 * and 'Page n of N' at the foot of every page. jsPDF loads only when a PDF is asked for.
 */
export async function itemsPdf(
  items: readonly (PdfItem & { coverId?: string | null })[],
  status: ItemStatus,
  today: string,
  /** The covers to draw beside the SKUs, as JPEG data URLs by cover id (`loadCovers`). */
  covers: ReadonlyMap<string, string> = new Map(),
): Promise<Blob> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')])
  const coverOf = (index: number) => {
    const id = items[index]?.coverId
    return id ? covers.get(id) : undefined
  }
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'letter' })
  const margin = 40
  doc.setFontSize(16)
  doc.text(`${ITEM_STATUS_INFO[status].label} Items`, margin, margin)
  doc.setFontSize(10)
  doc.text(`${items.length} items, exported ${today}`, margin, margin + 16)
  autoTable(doc, {
    head: [[...pdfColumns(status)]],
    body: items.map((item) => pdfRow(item, status)),
    startY: margin + 28,
    margin: { left: margin, right: margin, bottom: margin + 10 },
    styles: { fontSize: 8, cellPadding: 3 },
    headStyles: { fillColor: [4, 120, 87] },
    // A row whose item has a cover is taller, with the cover at the start of its SKU cell.
    didParseCell: ({ section, row, column, cell }) => {
      if (section !== 'body' || !coverOf(row.index)) return
      cell.styles.minCellHeight = COVER_SIZE + 4
      if (column.index === 0) cell.styles.cellPadding = { top: 3, right: 3, bottom: 3, left: COVER_SIZE + 6 }
    },
    didDrawCell: ({ section, row, column, cell }) => {
      const cover = section === 'body' && column.index === 0 ? coverOf(row.index) : undefined
      if (cover) doc.addImage(cover, 'JPEG', cell.x + 3, cell.y + 2, COVER_SIZE, COVER_SIZE)
    },
  })
  // The page count is known once the table is drawn: then every page gets its footer.
  const pageCount = doc.getNumberOfPages()
  const { width, height } = doc.internal.pageSize
  doc.setFontSize(9)
  for (let page = 1; page <= pageCount; page++) {
    doc.setPage(page)
    doc.text(pdfPageFooter(page, pageCount), width / 2, height - margin / 2, { align: 'center' })
  }
  return doc.output('blob')
}
