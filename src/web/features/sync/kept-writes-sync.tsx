import { useQueryClient } from '@tanstack/react-query'
import { CloudUpload, TriangleAlert } from 'lucide-react'
import { useEffect } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'

import { sendKeptWrites } from '../../api/send-kept-writes'
import { useOnline } from '../../hooks/use-online'

import { refusedText, waitingText } from './kept-write-text'
import { useKeptWrites } from './use-kept-writes'

/** While writes wait and the network is there, they are sent now and then again every half minute. */
const RETRY_MS = 30_000

function sentText(count: number): string {
  return `${count} saved from this phone ${count === 1 ? 'was' : 'were'} sent to your account`
}

/**
 * Sends the writes kept on this device whenever the network is there (decision 024), and shows above the
 * page how many wait and how many the server refused, with a link to them.
 */
export function KeptWritesSync({ userId }: { userId: string }) {
  const queryClient = useQueryClient()
  const entries = useKeptWrites(userId)
  const isOnline = useOnline()
  const waiting = entries?.filter((entry) => !entry.refusal).length ?? 0
  const refused = (entries?.length ?? 0) - waiting
  const hasWaiting = waiting > 0

  useEffect(() => {
    if (!isOnline || !hasWaiting) return
    let isCurrent = true
    const send = async () => {
      try {
        const result = await sendKeptWrites(userId)
        if (!isCurrent) return
        if (result.sent > 0) {
          toast.success(sentText(result.sent))
          await queryClient.invalidateQueries()
        }
        for (const refusal of result.refused) {
          toast.error('A write saved on this phone was refused', {
            description: refusal.message,
            duration: 10_000,
          })
        }
      } catch (error) {
        console.warn('Could not send the writes kept on this device', error)
      }
    }
    void send()
    const timer = window.setInterval(() => void send(), RETRY_MS)
    return () => {
      isCurrent = false
      window.clearInterval(timer)
    }
  }, [isOnline, hasWaiting, userId, queryClient])

  if (waiting === 0 && refused === 0) return null
  return (
    <div className="mb-4 flex flex-col gap-2" role="status">
      {waiting > 0 ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100">
          <CloudUpload aria-hidden="true" className="size-4 shrink-0" />
          <span>{waitingText(waiting)}</span>
          <Link to="/sync" className="font-medium text-emerald-700 underline dark:text-emerald-300">
            Review
          </Link>
        </p>
      ) : null}
      {refused > 0 ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          <span>{refusedText(refused)}</span>
          <Link to="/sync" className="font-medium underline">
            Fix
          </Link>
        </p>
      ) : null}
    </div>
  )
}
