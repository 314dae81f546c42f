import { createContext, Fragment, useContext, type ReactNode } from 'react'

import { formatMoney, type Cents } from '../../domain/money'

const CanBreakFigures = createContext(false)

/**
 * Inside it, figures too wide for their box go on a second line after a thousands separator
 * ('$19,999,999,' over '980.00') instead of running past the box or being cut: MoneyText does it by
 * itself, other figures through `withGroupBreaks`. A group of digits is never split. Stat cards use it;
 * wrap any other box of figures that may be narrower than its largest amount (a panel of three figures on
 * a phone).
 */
export function BreakableFigures({ children }: { children: ReactNode }) {
  return <CanBreakFigures value={true}>{children}</CanBreakFigures>
}

/**
 * A figure's text with a line-break opportunity after each thousands separator ('1,234,567.8 miles'), the
 * only places a figure may wrap. Text without separators comes back as it is.
 */
export function withGroupBreaks(text: string): ReactNode {
  const groups = text.split(/(?<=\d,)(?=\d)/)
  if (groups.length === 1) return text
  return groups.map((group, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {group}
    </Fragment>
  ))
}

/**
 * An amount of money for display: one format everywhere ('$1,234.56', '-$3.00', src/domain/money.ts), in
 * tabular figures so columns of amounts line up. `negativeRed` paints losses red (profit, net profit).
 * Inside <BreakableFigures> a long amount may wrap after a thousands separator.
 *
 *   <MoneyText cents={item.profitCents} negativeRed />
 */
export function MoneyText({
  cents,
  negativeRed = false,
  className = '',
}: {
  cents: Cents
  negativeRed?: boolean
  className?: string
}) {
  const canBreak = useContext(CanBreakFigures)
  const isRed = negativeRed && cents < 0
  const text = formatMoney(cents)
  return (
    <span className={`tabular-nums ${isRed ? 'text-red-600 dark:text-red-400' : ''} ${className}`.trim()}>
      {canBreak ? withGroupBreaks(text) : text}
    </span>
  )
}
