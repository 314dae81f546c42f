import { pdfColumns, pdfPageFooter, pdfRow, type PdfItem } from '../../../domain/csv/pdf-rows'
import { ITEM_STATUS_INFO, type ItemStatus } from '../../../domain/items/status'

/**
 * The PDF of a list (spec 9): a title, the status's columns with descriptions and locations truncated,
 * and 'Page n of N' at the foot of every page. jsPDF loads only when a PDF is asked for.
 */
export async function itemsPdf(items: readonly PdfItem[], status: ItemStatus, today: string): Promise<Blob> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')])
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
