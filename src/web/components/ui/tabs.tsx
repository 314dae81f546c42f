import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import type { ReactNode } from 'react'

export interface TabItem<Key extends string> {
  key: Key
  label: string
  /** A second line under the label, e.g. '3 items' or 'No sales'. */
  note?: string
}

/**
 * Tabs on Headless UI (arrow keys, Home/End, roles and ids): the parent owns which tab is chosen, and
 * `children` is the chosen tab's content. The tab row scrolls sideways on phones.
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
        className="-mx-1 flex gap-1 overflow-x-auto border-b border-slate-200 px-1 pb-px dark:border-slate-800"
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            className="group flex min-h-11 shrink-0 flex-col items-center justify-center rounded-t-lg border-b-2 border-transparent px-3 py-1.5 text-sm font-medium text-slate-600 hover:text-slate-900 data-selected:border-emerald-600 data-selected:text-emerald-700 dark:text-slate-400 dark:hover:text-white dark:data-selected:border-emerald-400 dark:data-selected:text-emerald-300"
          >
            {tab.label}
            {tab.note ? (
              <span className="text-xs font-normal text-slate-500 group-data-selected:text-emerald-700 dark:text-slate-400 dark:group-data-selected:text-emerald-300">
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
