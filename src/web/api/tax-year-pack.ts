import { api, download } from './client'

/**
 * The accountant's pack of a tax year (GET /api/tax-years/:year/pack, decision 028): a zip of the Tax
 * Summary PDF and the year's records as CSV files, made by the server as it is sent.
 */
export async function fetchYearPack(year: number): Promise<Blob> {
  return download(api['tax-years'][':year'].pack.$get({ param: { year: String(year) } }))
}
