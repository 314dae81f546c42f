import { useQuery } from '@tanstack/react-query'
import { FileText, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'

import type { FileOwner } from '../../../shared/schemas/file'
import { fileUrl, filesQuery, thumbnailUrl, useDeleteFile, useUploadFile } from '../../api/files'
import { notifyFailure } from '../../lib/notify'
import { preparePhoto } from '../../lib/photos'
import { useConfirm } from '../confirm/confirm-context'
import { Button } from '../ui/button'
import { LoadingSpinner } from '../ui/loading-spinner'

import { FilePickers } from './photo-grid'

interface AttachmentProps {
  owner: FileOwner
  /** The section's heading: 'Receipt File', 'Dashboard Photo'. */
  title: string
  /** Whether a PDF is taken (a paper receipt) or only a photo (the dashboard). */
  takesPdf: boolean
}

/**
 * The one file a receipt, an expense or an odometer reading carries (decision 021): a photo or PDF of the
 * paper receipt, or a photo of the dashboard. Shown with a link to open it; a new one replaces it.
 */
export function Attachment({ owner, title, takesPdf }: AttachmentProps) {
  const headingId = useId()
  const files = useQuery(filesQuery(owner))
  const upload = useUploadFile()
  const remove = useDeleteFile()
  const confirm = useConfirm()
  const [isSending, setSending] = useState(false)
  const file = files.data?.[0]

  const attach = async ([chosen]: File[]) => {
    if (chosen === undefined) return
    setSending(true)
    try {
      await upload.mutateAsync({ owner, prepared: await preparePhoto(chosen) })
    } catch (error) {
      notifyFailure('Failed to upload file', error)
    } finally {
      setSending(false)
    }
  }

  return (
    <section aria-labelledby={headingId} className="sm:col-span-2">
      <h3 id={headingId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {title}
      </h3>
      {file ? (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <a
            href={fileUrl(file.id)}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-2 rounded-lg text-sm font-medium text-emerald-800 underline underline-offset-2 dark:text-emerald-300"
          >
            {file.contentType === 'application/pdf' ? (
              <FileText aria-hidden="true" className="size-10" />
            ) : (
              <img
                src={thumbnailUrl(file.id)}
                alt=""
                className="size-16 rounded-lg bg-slate-100 object-cover dark:bg-slate-800"
              />
            )}
            Open {title.toLowerCase()}
          </a>
          <Button
            variant="secondary"
            size="sm"
            disabled={remove.isPending}
            className="text-red-700 dark:text-red-400"
            onClick={async () => {
              const isConfirmed = await confirm({
                question: `Are you sure you want to remove the ${title.toLowerCase()}?`,
                confirmLabel: 'Remove',
                tone: 'danger',
              })
              if (isConfirmed)
                remove
                  .mutateAsync(file.id)
                  .catch((error: unknown) => notifyFailure('Failed to remove file', error))
            }}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Remove {title.toLowerCase()}
          </Button>
        </div>
      ) : (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">None attached.</p>
      )}
      <div className="mt-2 flex items-center gap-3">
        <FilePickers
          accept={takesPdf ? 'image/jpeg,image/png,image/webp,application/pdf,image/*' : 'image/*'}
          multiple={false}
          onPick={(chosen) => void attach(chosen)}
          fileLabel={file ? 'Replace File' : 'Attach File'}
          cameraLabel="Take Photo"
          disabled={isSending}
        />
        {isSending ? <LoadingSpinner label="Uploading file" /> : null}
      </div>
    </section>
  )
}
