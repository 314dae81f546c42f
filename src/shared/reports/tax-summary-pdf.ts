import { pdfPageFooter } from '../../domain/csv/pdf-rows'
import { needsCostText } from '../../domain/items/needs-cost'
import { formatMileageRate } from '../../domain/mileage/irs-rates'
import { formatMoney, formatPercentTenths } from '../../domain/money'
import type { PartThree } from '../../domain/reports/part-three'
import {
  INVENTORY_VALUE_TEXT,
  marginText,
  SELLING_COSTS_LABEL,
  taxCalculationBreakdown,
  taxSummaryTitle,
  TAX_NOTES,
} from '../../domain/reports/tax-summary'

import { lineRecords, milesText, scheduleCNotes, type TaxSummaryData } from './schedule-c-text'

/** What the figures of a year with sold items at $0 cost do not know yet. */
const NEEDS_COST_PDF_NOTE =
  'Their whole revenue counts as gross profit in these figures and on Schedule C until their costs are entered.'

/** File name of the summary's PDF: frogwalk-tax-summary-2026.pdf. */
export const taxSummaryFileName = (year: number) => `frogwalk-tax-summary-${year}.pdf`

/** The lines of Schedule C Part III (cost of goods sold), as the form words them, with the year's figures. */
function partThreeRows(part: PartThree): string[][] {
  const withdrawn =
    part.withdrawn === 0
      ? ''
      : ` (purchases ${formatMoney(part.purchases)} less ${formatMoney(part.withdrawn)} donated or kept)`
  return [
    ['33', 'Method used to value closing inventory', part.method === 'cost' ? 'Cost' : part.method],
    ['34', 'Change in determining quantities, costs, or valuations', part.methodChanged ? 'Yes' : 'No'],
    ['35', 'Inventory at beginning of year', formatMoney(part.line35BeginningInventory)],
    [
      '36',
      `Purchases less cost of items withdrawn for personal use${withdrawn}`,
      formatMoney(part.line36Purchases),
    ],
    ['37', 'Cost of labor', formatMoney(part.line37Labor)],
    ['38', 'Materials and supplies', formatMoney(part.line38MaterialsAndSupplies)],
    ['39', 'Other costs', formatMoney(part.line39OtherCosts)],
    ['40', 'Add lines 35 through 39', formatMoney(part.line40)],
    ['41', 'Inventory at end of year', formatMoney(part.line41EndingInventory)],
    ['42', 'Cost of goods sold. Subtract line 41 from line 40', formatMoney(part.line42CostOfGoodsSold)],
  ]
}

/**
 * The whole Yearly Tax Summary of a year as a PDF for the accountant (beyond the spec): every section of
 * the screen, the Schedule C view and its Part III, with 'Page n of N' on each page. Drawn by the page's
 * button in the browser and by the server for the year pack (decision 028); jsPDF loads only when asked for.
 */
export async function taxSummaryPdf(
  data: TaxSummaryData,
  storeName: string,
  today: string,
): Promise<ArrayBuffer> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')])
  const doc = new jsPDF({ unit: 'pt', format: 'letter' })
  const margin = 40
  const { width, height } = doc.internal.pageSize
  let y = margin
  const { summary } = data

  const heading = (text: string) => {
    if (y > height - margin * 3) {
      doc.addPage()
      y = margin
    }
    doc.setFontSize(13)
    doc.text(text, margin, y + 14)
    y += 22
  }
  const table = (head: string[] | null, body: string[][], rightColumns: number[] = []) => {
    autoTable(doc, {
      ...(head ? { head: [head] } : {}),
      body,
      startY: y,
      margin: { left: margin, right: margin, bottom: margin + 10 },
      styles: { fontSize: 9, cellPadding: 3 },
      headStyles: { fillColor: [4, 120, 87] },
      columnStyles: Object.fromEntries(rightColumns.map((column) => [column, { halign: 'right' }])),
      didDrawPage: (hook) => {
        y = hook.cursor?.y ?? y
      },
    })
    y += 14
  }
  const paragraphs = (texts: readonly string[]) => {
    doc.setFontSize(9)
    for (const text of texts) {
      const lines: string[] = doc.splitTextToSize(`• ${text}`, width - margin * 2)
      if (y + lines.length * 12 > height - margin * 2) {
        doc.addPage()
        y = margin
      }
      doc.text(lines, margin, y + 10)
      y += lines.length * 12 + 4
    }
    y += 8
  }

  doc.setFontSize(18)
  doc.text(taxSummaryTitle(data.year), margin, y + 16)
  doc.setFontSize(10)
  doc.text(`${storeName}, prepared ${today}`, margin, y + 34)
  y += 50
  // Never silent (decision 034): sold items without a cost make these figures' profit too high.
  if (data.needsCost && data.needsCost.count > 0) {
    doc.setTextColor(146, 64, 14)
    paragraphs([`Needs cost: ${needsCostText(data.needsCost)}. ${NEEDS_COST_PDF_NOTE}`])
    doc.setTextColor(0, 0, 0)
  }

  const gross = marginText(summary.grossMarginTenths, summary.grossSalesRevenue)
  const net = marginText(summary.netMarginTenths, summary.grossSalesRevenue)
  heading('Business Activity Summary')
  table(
    null,
    [
      ['Items Sold', String(summary.itemsSold)],
      ['Expense Transactions', String(summary.expenseTransactions)],
      ['Gross Margin %', `${gross.text}%`],
      ['Net Margin %', `${net.text}%`],
    ],
    [1],
  )
  heading('Revenue & Profit')
  table(
    null,
    [
      ['Gross Sales Revenue', formatMoney(summary.grossSalesRevenue)],
      ['Cost of Goods Sold', formatMoney(summary.costOfGoodsSold)],
      ['Gross Profit', formatMoney(summary.grossProfit)],
      ['Est Net Profit Pre Tax', formatMoney(summary.netProfitBeforeTax)],
    ],
    [1],
  )
  heading('Expenses & Fees')
  table(
    null,
    [
      ['Total Operating Expenses', formatMoney(summary.totalOperatingExpenses)],
      ['Shipping Costs', formatMoney(summary.totalShippingCosts)],
      ['General Fees', formatMoney(summary.totalGeneralFees)],
      ['Promo Fees', formatMoney(summary.totalPromoFees)],
      [INVENTORY_VALUE_TEXT[summary.inventoryAt].label, formatMoney(summary.totalInventoryCostOfGoods)],
      ['Total Deductible Expenses', formatMoney(summary.totalDeductibleExpenses)],
      [SELLING_COSTS_LABEL, formatMoney(summary.totalSellingFees)],
    ],
    [1],
  )
  heading('Tax Calculation Breakdown')
  table(
    null,
    taxCalculationBreakdown(summary).map((line) => [
      line.kind === 'less' ? `Less: ${line.label}` : line.kind === 'result' ? `= ${line.label}` : line.label,
      `${line.kind === 'less' ? '-' : ''}${formatMoney(line.amount)}`,
    ]),
    [1],
  )
  heading('Expense Category Breakdown')
  table(
    ['Category', 'Amount', '% of Total', 'Tax Deductible'],
    summary.expenseBreakdown.map((row) => [
      row.label,
      formatMoney(row.amount),
      `${formatPercentTenths(row.percentageTenths)}%`,
      row.isDeductible ? 'Yes' : 'No',
    ]),
    [1, 2],
  )
  heading('Important Tax Notes (informational only, not professional advice)')
  paragraphs(TAX_NOTES)

  doc.addPage()
  y = margin
  const records = lineRecords(data)
  heading(`Schedule C view, ${data.year}`)
  table(
    ['Line', 'Description', 'Amount', 'Sums'],
    data.scheduleC.map((line, index) => [
      line.line,
      line.label,
      formatMoney(line.amount),
      (records[index] ?? []).join('\n'),
    ]),
    [2],
  )
  if (data.partThree) {
    heading('Part III, Cost of Goods Sold')
    table(['Line', 'Description', 'Amount'], partThreeRows(data.partThree), [2])
  }
  heading('Part IV, Information on Your Vehicle')
  table(
    null,
    [
      [`Total miles driven in ${data.year}`, milesText(data.mileage.totalMiles)],
      ['Line 44a, business miles', milesText(data.mileage.businessMiles)],
      ['Business use', `${data.mileage.businessPercentage}%`],
    ],
    [1],
  )
  const driven = data.mileage.months.filter((month) => month.milesDriven > 0)
  if (driven.length > 0)
    table(
      ['Month', 'Miles Driven', 'Business Miles', 'IRS Rate', 'Deduction'],
      driven.map((month) => [
        month.monthName,
        milesText(month.milesDriven),
        milesText(month.businessMiles),
        formatMileageRate(month.rate.rate),
        formatMoney(month.estimatedDeduction),
      ]),
      [1, 2, 3, 4],
    )
  paragraphs(scheduleCNotes(data))

  const pageCount = doc.getNumberOfPages()
  doc.setFontSize(9)
  for (let page = 1; page <= pageCount; page++) {
    doc.setPage(page)
    doc.text(pdfPageFooter(page, pageCount), width / 2, height - margin / 2, { align: 'center' })
  }
  return doc.output('arraybuffer')
}
