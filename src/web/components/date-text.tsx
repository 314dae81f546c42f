import { formatDisplayDate, type IsoDate } from '../../domain/dates'

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
