import { useMutation } from '@tanstack/react-query'
import { FolderArchive } from 'lucide-react'

import { yearPackFileName } from '../../../domain/csv/year-pack'
import { fetchYearPack } from '../../api/tax-year-pack'
import { Button } from '../../components/ui/button'
import { downloadFile } from '../../lib/download'
import { notifyFailure } from '../../lib/notify'

/**
 * 'Download year pack' (decision 028): one zip for the accountant with the year's Tax Summary PDF and its
 * sales, purchases, expenses, receipts, mileage log and ending inventory as CSV files. The server makes it;
 * the button says 'Preparing…' until the file is here, and a failure says why.
 */
export function YearPackButton({ year }: { year: number }) {
  const pack = useMutation({
    mutationFn: async (packYear: number) =>
      downloadFile(await fetchYearPack(packYear), yearPackFileName(packYear), 'application/zip'),
    onError: (error) => notifyFailure('Failed to prepare the year pack', error),
  })
  return (
    <Button variant="secondary" disabled={pack.isPending} onClick={() => pack.mutate(year)}>
      <FolderArchive aria-hidden="true" className="size-4" />
      {pack.isPending ? 'Preparing…' : 'Download year pack'}
    </Button>
  )
}
