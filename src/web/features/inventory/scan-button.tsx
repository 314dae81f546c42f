import { ScanBarcode } from 'lucide-react'
import { useState } from 'react'

import type { Item } from '../../api/items'
import { Button } from '../../components/ui/button'

import { ScanDialog } from './scan-dialog'

/**
 * The search box's camera button (decision 022): 'Scan barcode' opens the scan dialog; the item a scanned
 * or typed SKU names is handed to `onFound` (the item lists open its form).
 */
export function ScanButton({ onFound }: { onFound: (item: Item) => void }) {
  const [isOpen, setOpen] = useState(false)
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        aria-label="Scan barcode"
        title="Scan barcode"
        aria-haspopup="dialog"
        className="h-12 w-12 px-0 sm:h-11 sm:w-11"
      >
        <ScanBarcode aria-hidden="true" className="size-5" />
      </Button>
      {isOpen ? (
        <ScanDialog
          onClose={() => setOpen(false)}
          onFound={(item) => {
            setOpen(false)
            onFound(item)
          }}
        />
      ) : null}
    </>
  )
}
