import { thumbnailUrl } from '../../api/files'

/**
 * An item's cover, its first photo, on list rows and cards (decision 021); nothing for an item without
 * photos. The thumbnail is cached for a year under its id, so scrolling a list asks for each once.
 */
export function Cover({ coverId, className = 'size-12' }: { coverId?: string | null; className?: string }) {
  if (!coverId) return null
  return (
    <img
      src={thumbnailUrl(coverId)}
      alt="Cover photo"
      loading="lazy"
      decoding="async"
      className={`${className} shrink-0 rounded-lg bg-slate-100 object-cover dark:bg-slate-800`}
    />
  )
}
