import { ArrowLeft, ArrowRight, Camera, ImagePlus, Trash2 } from 'lucide-react'
import { useId, type ChangeEvent } from 'react'

import { MAX_ITEM_PHOTOS } from '../../../domain/files/kinds'
import { buttonClassName } from '../ui/button'
import { LoadingSpinner } from '../ui/loading-spinner'

interface GridPhoto {
  key: string
  /** The thumbnail's address: the server's, or a blob: URL of a photo not sent yet. */
  src: string
}

interface PhotoGridProps {
  photos: readonly GridPhoto[]
  onAdd: (files: File[]) => void
  onMove: (index: number, delta: -1 | 1) => void
  onRemove: (index: number) => void
  isBusy?: boolean
}

/** Opens the file chooser (several photos) or, on a phone, the camera: each a visible labelled control. */
export function FilePickers({
  accept,
  multiple,
  onPick,
  fileLabel,
  cameraLabel,
  disabled = false,
}: {
  accept: string
  multiple: boolean
  onPick: (files: File[]) => void
  fileLabel: string
  cameraLabel: string
  disabled?: boolean
}) {
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])]
    event.target.value = ''
    if (files.length > 0) onPick(files)
  }
  const state = disabled ? 'pointer-events-none opacity-55' : 'cursor-pointer'
  return (
    <div className="flex flex-wrap gap-2">
      <label className={buttonClassName({ variant: 'secondary', size: 'sm', className: state })}>
        <ImagePlus aria-hidden="true" className="size-4" />
        {fileLabel}
        <input
          type="file"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          onChange={pick}
          className="sr-only"
        />
      </label>
      <label className={buttonClassName({ variant: 'secondary', size: 'sm', className: state })}>
        <Camera aria-hidden="true" className="size-4" />
        {cameraLabel}
        <input
          type="file"
          accept="image/*"
          capture="environment"
          disabled={disabled}
          onChange={pick}
          className="sr-only"
        />
      </label>
    </div>
  )
}

/**
 * An item's photos (decision 021): up to 12 thumbnails in order, the first marked as the cover, each with
 * Move earlier, Move later and Remove; Add Photos chooses files, Take Photo opens a phone's camera.
 */
export function PhotoGrid({ photos, onAdd, onMove, onRemove, isBusy = false }: PhotoGridProps) {
  const headingId = useId()
  const isFull = photos.length >= MAX_ITEM_PHOTOS
  return (
    <section aria-labelledby={headingId} className="sm:col-span-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          Photos
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {photos.length} of {MAX_ITEM_PHOTOS} · the first is the cover
        </p>
      </div>
      {photos.length > 0 ? (
        <ol className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
          {photos.map((photo, index) => (
            <li
              key={photo.key}
              className="overflow-hidden rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900"
            >
              <div className="relative aspect-square bg-slate-100 dark:bg-slate-800">
                <img
                  src={photo.src}
                  alt={index === 0 ? `Photo ${index + 1} (cover)` : `Photo ${index + 1}`}
                  className="size-full object-cover"
                />
                {index === 0 ? (
                  <span className="absolute top-1 left-1 rounded bg-emerald-700 px-1.5 py-0.5 text-xs font-semibold text-white dark:bg-emerald-500 dark:text-slate-950">
                    Cover
                  </span>
                ) : null}
              </div>
              <div className="flex justify-between">
                <button
                  type="button"
                  aria-label={`Move photo ${index + 1} earlier`}
                  disabled={index === 0 || isBusy}
                  onClick={() => onMove(index, -1)}
                  className="flex h-10 flex-1 items-center justify-center text-slate-700 hover:bg-slate-100 disabled:opacity-40 dark:text-slate-300 dark:hover:bg-slate-800"
                >
                  <ArrowLeft aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  aria-label={`Move photo ${index + 1} later`}
                  disabled={index === photos.length - 1 || isBusy}
                  onClick={() => onMove(index, 1)}
                  className="flex h-10 flex-1 items-center justify-center text-slate-700 hover:bg-slate-100 disabled:opacity-40 dark:text-slate-300 dark:hover:bg-slate-800"
                >
                  <ArrowRight aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  aria-label={`Remove photo ${index + 1}`}
                  disabled={isBusy}
                  onClick={() => onRemove(index)}
                  className="flex h-10 flex-1 items-center justify-center text-red-700 hover:bg-red-50 disabled:opacity-40 dark:text-red-400 dark:hover:bg-red-950"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      <div className="mt-2 flex items-center gap-3">
        <FilePickers
          accept="image/jpeg,image/png,image/webp,image/*"
          multiple
          onPick={onAdd}
          fileLabel="Add Photos"
          cameraLabel="Take Photo"
          disabled={isFull || isBusy}
        />
        {isBusy ? <LoadingSpinner label="Uploading photos" /> : null}
      </div>
    </section>
  )
}

/** The list with one entry moved by `delta` places (an earlier or a later photo). */
export function moved<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const next = [...list]
  const target = index + delta
  if (target < 0 || target >= next.length) return next
  const [entry] = next.splice(index, 1)
  if (entry !== undefined) next.splice(target, 0, entry)
  return next
}
