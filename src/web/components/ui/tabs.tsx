import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import type { CSSProperties, ReactNode } from 'react'

interface TabItem<Key extends string> {
  key: Key
  label: string
  /** A second line under the label, e.g. '3 items' or 'No sales'. */
  note?: string
}

/** Columns for `count` tabs at most `most` a row, the rows as even as can be: 12 at most 6 a row is 6 + 6. */
function columnsFor(count: number, most: number): number {
  return Math.max(1, Math.ceil(count / Math.ceil(count / most)))
}

/**
 * Tabs on Headless UI (arrow keys, Home/End, roles and ids): the parent owns which tab is chosen, and
 * `children` is the chosen tab's content. The tabs wrap into even rows (12 months: 3 a row on a phone,
 * 6 on a desktop, 12 on a wide screen) rather than scroll sideways, so every tab is seen whole.
 *
 *   <Tabs label="Months" tabs={months} selected={month} onSelect={setMonth}>
 *     <MonthReport month={month} />
 *   </Tabs>
 */
export function Tabs<Key extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  label: string
  tabs: readonly TabItem<Key>[]
  selected: Key
  onSelect: (key: Key) => void
  children: ReactNode
}) {
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selected),
  )
  return (
    <TabGroup
      selectedIndex={selectedIndex}
      onChange={(index) => {
        const tab = tabs[index]
        if (tab) onSelect(tab.key)
      }}
    >
      <TabList
        aria-label={label}
        style={
          {
            '--tabs-phone': columnsFor(tabs.length, 3),
            '--tabs-sm': columnsFor(tabs.length, 4),
            '--tabs-lg': columnsFor(tabs.length, 6),
            '--tabs-2xl': columnsFor(tabs.length, 12),
          } as CSSProperties
        }
        className="grid grid-cols-[repeat(var(--tabs-phone),minmax(0,1fr))] gap-1.5 sm:grid-cols-[repeat(var(--tabs-sm),minmax(0,1fr))] lg:grid-cols-[repeat(var(--tabs-lg),minmax(0,1fr))] 2xl:grid-cols-[repeat(var(--tabs-2xl),minmax(0,1fr))]"
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            className="group flex min-h-11 min-w-0 flex-col items-center justify-center rounded-lg border border-slate-200 bg-white px-2 py-1.5 text-center text-sm font-medium [overflow-wrap:anywhere] text-slate-700 hover:border-slate-300 hover:text-slate-900 data-selected:border-emerald-600 data-selected:bg-emerald-50 data-selected:text-emerald-800 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300 dark:hover:border-slate-700 dark:hover:text-white dark:data-selected:border-emerald-400 dark:data-selected:bg-emerald-500/15 dark:data-selected:text-emerald-200"
          >
            {tab.label}
            {tab.note ? (
              <span className="text-xs font-normal text-slate-600 group-data-selected:text-emerald-800 dark:text-slate-400 dark:group-data-selected:text-emerald-200">
                {tab.note}
              </span>
            ) : null}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pt-5">
        {tabs.map((tab) => (
          <TabPanel key={tab.key}>{tab.key === selected ? children : null}</TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  )
}
