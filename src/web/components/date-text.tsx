import { Fragment } from 'react'

import { formatDisplayDate, formatShortDate, type IsoDate } from '../../domain/dates'

/**
 * A date written out ('Saturday, November 28, 2026'): where the line is short it may wrap after the
 * weekday, never inside the date itself.
 *
 *   <LongDate date={reading.readingDate} />
 */
export function LongDate({ date }: { date: IsoDate }) {
  const text = formatDisplayDate(date)
  const weekday = text.indexOf(', ') + 2
  return (
    <>
      {text.slice(0, weekday)}
      <span className="whitespace-nowrap">{text.slice(weekday)}</span>
    </>
  )
}

/**
 * A date where room is short ('Nov 3, 2026') within a sentence: the line wraps before it, never inside it.
 *
 *   Cost <MoneyText cents={item.costOfGoods} /> · bought <ShortDate date={item.purchaseDate} />
 */
export function ShortDate({ date }: { date: IsoDate }) {
  return <span className="whitespace-nowrap">{formatShortDate(date)}</span>
}

/** An ISO date within a text, kept whole by WholeDates. */
const ISO_DATE = /(\d{4}-\d\d-\d\d)/

/**
 * A text that may hold ISO dates, such as a file's name ('frogwalk-backup-2026-11-28.zip'): it wraps where it
 * may, but never inside a date, which a browser would otherwise break at its hyphens ('2026-11-' / '28').
 *
 *   <p>{`Restore ${file.name}?`}</p>  →  <p><WholeDates text={`Restore ${file.name}?`} /></p>
 */
export function WholeDates({ text }: { text: string }) {
  return text.split(ISO_DATE).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  )
}
