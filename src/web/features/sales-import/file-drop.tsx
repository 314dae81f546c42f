import { FileUp } from 'lucide-react'
import { useId, useState, type DragEvent } from 'react'

import { BODY_LIMITS, overLimit } from '../../lib/body-limits'

/** What the drop zone takes: a marketplace's report as text. */
const SALES_FILE_ACCEPT = '.csv,.txt,text/csv,text/plain'

/** Whether a file's name or type says it is a CSV or plain text file. */
function isSalesFileName(name: string, type: string): boolean {
  return /\.(csv|txt)$/i.test(name) || type === 'text/csv' || type === 'text/plain'
}

/**
 * Step 1 of Import Sales: a zone to drop a report on, with a file input labelled for screen readers and
 * keyboards (the zone's button opens it). The chosen file is read as text and handed on with its name; a
 * file that is not .csv or .txt, or is over the import's limit, is refused with a sentence, and nothing is sent.
 */
export function FileDrop({
  onFile,
  isBusy,
}: {
  onFile: (file: { name: string; text: string }) => void
  isBusy: boolean
}) {
  const inputId = useId()
  const hintId = useId()
  const [isOver, setOver] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)

  const take = async (file: File | undefined) => {
    setRefusal(null)
    if (!file) return
    if (!isSalesFileName(file.name, file.type)) {
      setRefusal(`"${file.name}" is not a CSV or text file. Choose the report as .csv or .txt.`)
      return
    }
    const tooLarge = overLimit(file.size, BODY_LIMITS.import)
    if (tooLarge !== null) {
      setRefusal(tooLarge)
      return
    }
    onFile({ name: file.name, text: await file.text() })
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setOver(false)
    if (!isBusy) void take(event.dataTransfer.files[0])
  }

  return (
    <div className="space-y-3">
      <div
        data-testid="sales-drop-zone"
        onDragOver={(event) => {
          event.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-10 text-center transition-colors sm:py-14 ${
          isOver
            ? 'border-emerald-600 bg-emerald-50 dark:border-emerald-400 dark:bg-emerald-500/10'
            : 'border-slate-300 bg-white dark:border-slate-700 dark:bg-slate-900'
        }`}
      >
        <FileUp aria-hidden="true" className="size-10 text-slate-500 dark:text-slate-400" />
        <p className="text-base font-medium text-slate-900 dark:text-white">Drop a sales report here</p>
        <p id={hintId} className="max-w-md text-sm text-slate-600 dark:text-slate-400">
          The CSV from eBay, Poshmark, Mercari, Depop, Etsy or Whatnot (.csv or .txt). Nothing is saved until
          you choose Import.
        </p>
        <label htmlFor={inputId} className="sr-only">
          Sales report file
        </label>
        <input
          id={inputId}
          type="file"
          accept={SALES_FILE_ACCEPT}
          disabled={isBusy}
          aria-describedby={hintId}
          onChange={(event) => {
            void take(event.target.files?.[0])
            // The same file may be chosen again after a failure.
            event.target.value = ''
          }}
          className="block max-w-full text-sm text-slate-700 file:mr-3 file:h-11 file:cursor-pointer file:rounded-lg file:border-0 file:bg-emerald-700 file:px-4 file:text-sm file:font-medium file:text-white hover:file:bg-emerald-800 dark:text-slate-300 dark:file:bg-emerald-500 dark:file:text-slate-950"
        />
      </div>
      {refusal ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {refusal}
        </p>
      ) : null}
    </div>
  )
}
