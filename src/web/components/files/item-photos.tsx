import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'

import { MAX_ITEM_PHOTOS } from '../../../domain/files/kinds'
import {
  filesQuery,
  thumbnailUrl,
  uploadFile,
  checkPreparedSize,
  useDeleteFile,
  useOrderPhotos,
  useUploadFile,
  type Prepared,
} from '../../api/files'
import { notifyFailure } from '../../lib/notify'
import { preparePhoto } from '../../lib/photos'
import { useConfirm } from '../confirm/confirm-context'

import { moved, PhotoGrid } from './photo-grid'

const REMOVE_PHOTO_QUESTION = 'Are you sure you want to remove this photo?'

/** The photos of a saved item: each added photo is shrunk and sent at once; order and removal likewise. */
export function ItemPhotos({ itemId }: { itemId: string }) {
  const owner = { itemId }
  const photos = useQuery(filesQuery(owner))
  const upload = useUploadFile()
  const order = useOrderPhotos()
  const remove = useDeleteFile()
  const confirm = useConfirm()
  const [isSending, setSending] = useState(false)
  const files = photos.data ?? []

  const add = async (chosen: File[]) => {
    setSending(true)
    try {
      for (const file of chosen.slice(0, MAX_ITEM_PHOTOS - files.length))
        await upload.mutateAsync({ owner, prepared: await preparePhoto(file) })
    } catch (error) {
      notifyFailure('Failed to upload photo', error)
    } finally {
      setSending(false)
    }
  }

  return (
    <PhotoGrid
      photos={files.map((file) => ({ key: file.id, src: thumbnailUrl(file.id) }))}
      isBusy={isSending || order.isPending || remove.isPending}
      onAdd={(chosen) => void add(chosen)}
      onMove={(index, delta) => {
        const ids = moved(
          files.map((file) => file.id),
          index,
          delta,
        )
        order
          .mutateAsync({ itemId, ids })
          .catch((error: unknown) => notifyFailure('Failed to move photo', error))
      }}
      onRemove={(index) => {
        const file = files[index]
        if (file === undefined) return
        void confirm({ question: REMOVE_PHOTO_QUESTION, confirmLabel: 'Remove', tone: 'danger' }).then(
          (isConfirmed) => {
            if (!isConfirmed) return
            remove
              .mutateAsync(file.id)
              .catch((error: unknown) => notifyFailure('Failed to remove photo', error))
          },
        )
      }}
    />
  )
}

interface PendingPhoto extends Prepared {
  key: string
  url: string
}

/**
 * The photos of an item not saved yet: shrunk at once and shown from the browser's memory, sent in their
 * order once the item exists (`sendTo`).
 */
export function usePendingPhotos() {
  const [photos, setPhotos] = useState<PendingPhoto[]>([])
  const [isPreparing, setPreparing] = useState(false)
  const urls = useRef(new Set<string>())
  useEffect(() => {
    const made = urls.current
    return () => {
      for (const url of made) URL.revokeObjectURL(url)
    }
  }, [])

  const add = async (chosen: File[]) => {
    setPreparing(true)
    try {
      const room = MAX_ITEM_PHOTOS - photos.length
      const prepared = await Promise.all(chosen.slice(0, room).map((file) => preparePhoto(file)))
      // Refused now, with the server's message, rather than when the item is saved.
      for (const entry of prepared) checkPreparedSize(entry)
      const added = prepared.map((entry) => {
        const url = URL.createObjectURL(entry.thumbnail ?? entry.file)
        urls.current.add(url)
        return { ...entry, key: url, url }
      })
      setPhotos((current) => [...current, ...added].slice(0, MAX_ITEM_PHOTOS))
    } catch (error) {
      notifyFailure('Failed to prepare photo', error)
    } finally {
      setPreparing(false)
    }
  }

  /** Sends the photos onto the saved item, in order; answers how many could not be sent. */
  const sendTo = async (itemId: string): Promise<number> => {
    let failed = 0
    for (const photo of photos) {
      try {
        await uploadFile({ itemId }, photo)
      } catch (error) {
        failed += 1
        notifyFailure('Failed to upload photo', error)
      }
    }
    return failed
  }

  const grid = (
    <PhotoGrid
      photos={photos.map((photo) => ({ key: photo.key, src: photo.url }))}
      isBusy={isPreparing}
      onAdd={(chosen) => void add(chosen)}
      onMove={(index, delta) => setPhotos((current) => moved(current, index, delta))}
      onRemove={(index) => setPhotos((current) => current.filter((_photo, at) => at !== index))}
    />
  )
  return { photos, add, sendTo, grid, isPreparing }
}
