import { useEffect, useRef, useState } from 'react'

import { fetchItemBySku } from '../../api/labels'
import type { Item } from '../../api/items'
import { ErrorAlert } from '../../components/error-alert'
import { TextField } from '../../components/fields/text-field'
import { Button } from '../../components/ui/button'
import { Dialog } from '../../components/ui/dialog'
import { errorMessage } from '../../lib/errors'

import { barcodeReader } from './barcode-reader'

type Camera = 'starting' | 'scanning' | 'denied' | 'unavailable'

const CAMERA_TEXT: Record<Camera, string> = {
  starting: 'Starting the camera...',
  scanning: 'Point the camera at a SKU label or a marketplace barcode.',
  denied: 'Camera access was denied. Type the SKU instead.',
  unavailable: 'No camera is available. Type the SKU instead.',
}

/** How often a frame is read: often enough to feel instant, seldom enough to leave a phone cool. */
const READ_EVERY_MS = 150

/**
 * Scan to find (decision 022): the back camera's picture, read for a barcode a few times a second; a SKU
 * or marketplace barcode read, or typed in when there is no camera, is looked up among the user's items
 * and `onFound` opens the one it names. A code that names none says 'No item with SKU …' and scanning
 * goes on.
 */
export function ScanDialog({ onFound, onClose }: { onFound: (item: Item) => void; onClose: () => void }) {
  const videoRef = useRef<HTMLVideoElement>(null)
  const [camera, setCamera] = useState<Camera>('starting')
  const [typed, setTyped] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const [isLooking, setLooking] = useState(false)
  const onFoundRef = useRef(onFound)
  useEffect(() => {
    onFoundRef.current = onFound
  })

  const find = async (sku: string): Promise<boolean> => {
    setLooking(true)
    try {
      onFoundRef.current(await fetchItemBySku(sku))
      return true
    } catch (error) {
      setFailure(errorMessage(error))
      return false
    } finally {
      setLooking(false)
    }
  }
  const findRef = useRef(find)
  useEffect(() => {
    findRef.current = find
  })

  useEffect(() => {
    let isClosed = false
    let stream: MediaStream | null = null
    let timer: ReturnType<typeof setTimeout> | undefined
    /** The last code that named no item: not asked again while it stays in front of the camera. */
    let lastMissing: string | null = null

    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setCamera('unavailable')
        return
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        })
      } catch (error) {
        if (isClosed) return
        setCamera(
          error instanceof DOMException && error.name === 'NotAllowedError' ? 'denied' : 'unavailable',
        )
        return
      }
      const video = videoRef.current
      if (isClosed || !video) {
        stream.getTracks().forEach((track) => track.stop())
        return
      }
      video.srcObject = stream
      await video.play().catch(() => undefined)
      const read = await barcodeReader()
      if (isClosed) return
      setCamera('scanning')
      const tick = async () => {
        if (isClosed) return
        const code = (await read(video).catch(() => null))?.trim() || null
        if (isClosed) return
        if (code !== null && code !== lastMissing) {
          if (await findRef.current(code)) return
          lastMissing = code
        }
        timer = setTimeout(() => void tick(), READ_EVERY_MS)
      }
      void tick()
    }
    start().catch((error: unknown) => {
      if (!isClosed) {
        setCamera('unavailable')
        setFailure(errorMessage(error))
      }
    })
    return () => {
      isClosed = true
      clearTimeout(timer)
      stream?.getTracks().forEach((track) => track.stop())
    }
  }, [])

  const hasCamera = camera === 'starting' || camera === 'scanning'
  return (
    <Dialog title="Scan barcode" onClose={onClose}>
      <div className="flex flex-col gap-4">
        {hasCamera ? (
          <video
            ref={videoRef}
            muted
            playsInline
            // Focus starts here, so a phone's keyboard does not come up over the camera's picture.
            tabIndex={-1}
            data-autofocus
            aria-label="Camera"
            className="aspect-[4/3] w-full rounded-xl bg-slate-950 object-cover"
          />
        ) : null}
        <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {CAMERA_TEXT[camera]}
        </p>
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
        <form
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault()
            const sku = typed.trim()
            if (sku !== '') void find(sku)
          }}
        >
          <TextField
            label="SKU"
            className="min-w-0 flex-1"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            enterKeyHint="search"
          />
          <Button type="submit" disabled={isLooking || typed.trim() === ''}>
            {isLooking ? 'Finding...' : 'Find Item'}
          </Button>
        </form>
      </div>
    </Dialog>
  )
}
