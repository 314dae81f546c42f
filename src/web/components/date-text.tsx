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
