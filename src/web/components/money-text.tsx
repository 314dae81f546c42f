import { formatMoney, type Cents } from '../../domain/money'

/**
 * An amount of money for display: one format everywhere ('$1,234.56', '-$3.00', src/domain/money.ts), in
 * tabular figures so columns of amounts line up, and always on one line: an amount is never broken after
 * a thousands separator ('$10,000,' over '004.98'). The box around it grows or wraps as a whole instead
 * (a stat card steps its type down, then its grid takes fewer columns; a table scrolls in a ScrollArea).
 * `negativeRed` paints losses red (profit, net profit).
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
  const isRed = negativeRed && cents < 0
  return (
    <span
      className={`whitespace-nowrap tabular-nums ${isRed ? 'text-red-600 dark:text-red-400' : ''} ${className}`.trim()}
    >
      {formatMoney(cents)}
    </span>
  )
}
