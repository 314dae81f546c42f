/**
 * The figures the database computes in SQL, computed again in TypeScript from the rows themselves. Nothing in
 * the server or the UI calls these: the server reads each figure from its query, and these are kept only as
 * the reference that the query tests and the benchmark compare it with (the same rows in, the same figure
 * out). Lint keeps the server, the UI and the shared code from importing this module.
 */

export { totalsOf as itemTotalsReference } from './items/totals'
export { groupBySoldDate as soldDaysReference } from './items/sold-groups'
export { dailySales as dailySalesReference } from './reports/dashboard'
export { salesInsightsOf as salesInsightsReference } from './reports/insights'
export { itemStatsOf as itemStatsReference } from './reports/item-stats'
export { monthTotalsOf as monthTotalsReference } from './reports/monthly-sales'
export {
  expenseWriteClosedYear as expenseWriteClosedYearReference,
  lineItemWriteClosedYear as lineItemWriteClosedYearReference,
  readingWriteClosedYear as readingWriteClosedYearReference,
  receiptWriteClosedYear as receiptWriteClosedYearReference,
} from './tax-year/closed-years'
