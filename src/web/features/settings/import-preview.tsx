/**
 * The first rows of the chosen file (spec 2: a preview of the first 5 rows), as the file has them. A wide
 * file scrolls sideways on a phone, so the scrolling box takes the keyboard's focus too.
 */
export function ImportPreview({ headers, rows }: { headers: string[]; rows: string[][] }) {
  return (
    <div
      role="region"
      aria-label="File preview"
      tabIndex={0}
      className="max-h-64 overflow-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:border-slate-700"
    >
      <table className="w-full text-left text-xs">
        <caption className="bg-slate-50 px-3 py-2 text-left text-sm font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          {rows.length === 0 ? 'Preview: no data rows' : `Preview (first ${rows.length} rows)`}
        </caption>
        <thead className="bg-slate-50 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          <tr>
            {headers.map((header, index) => (
              <th key={index} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {rows.map((cells, rowIndex) => (
            <tr key={rowIndex}>
              {headers.map((_, cellIndex) => (
                <td
                  key={cellIndex}
                  className="max-w-48 truncate px-3 py-1.5 text-slate-800 dark:text-slate-200"
                  title={cells[cellIndex] ?? ''}
                >
                  {cells[cellIndex] ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
