import { History } from 'lucide-react'
import { useId, useRef } from 'react'

import { Button } from '../ui/button'

import type { FormDraft } from './form-draft'

/** The heading of the offer, also its accessible name. */
export const DRAFT_OFFER_TITLE = 'Unsaved changes from before'

/**
 * At the top of a form that has a draft from before (useFormDraft): say so, and let the person restore it
 * or discard it. A dialog opens with focus on Restore Changes; either answer puts focus in the form's
 * first field, where the person carries on.
 */
export function DraftOffer({ draft }: { draft: Pick<FormDraft, 'offer'> }) {
  const titleId = useId()
  const ref = useRef<HTMLElement>(null)
  const { offer } = draft
  if (offer === null) return null

  const answer = (act: () => void) => {
    const form = ref.current?.closest('form')
    act()
    // The offer's buttons are gone after the answer; focus would otherwise fall to the page.
    requestAnimationFrame(() =>
      form?.querySelector<HTMLElement>('input:not([disabled]), select, textarea')?.focus(),
    )
  }

  return (
    <section
      ref={ref}
      aria-labelledby={titleId}
      className="space-y-3 rounded-xl border border-blue-200 bg-blue-50 p-4 text-blue-950 dark:border-blue-500/30 dark:bg-blue-500/10 dark:text-blue-50"
    >
      <div className="flex items-start gap-3">
        <History aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-blue-700 dark:text-blue-300" />
        <div className="text-sm">
          <p id={titleId} className="font-semibold">
            {DRAFT_OFFER_TITLE}
          </p>
          <p className="mt-0.5 text-blue-900 dark:text-blue-100/85">
            This form was left with changes that were not saved. Restore them to carry on where you left off,
            or discard them to start again.
          </p>
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="sm" onClick={() => answer(offer.discard)}>
          Discard Changes
        </Button>
        {/* In a dialog, focus starts here: the answer comes before the fields. */}
        <Button size="sm" data-autofocus onClick={() => answer(offer.restore)}>
          Restore Changes
        </Button>
      </div>
    </section>
  )
}
