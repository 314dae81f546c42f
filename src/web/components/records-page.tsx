import type { ReactNode } from 'react'

import { PageHeader, type PageHeaderProps } from './page-header'
import { PageState, type PageQuery } from './page-state'

/**
 * The page of a list of records with figures above it (expenses, receipts, vendors): the header, the
 * figures once they are there, the filters, the list once its first page is there, and the page's dialogs.
 * The figures and the list each show the page's loading text and load-failure banner on their own, so a
 * failed figure never hides the list.
 *
 *   <RecordsPage header={{ title: 'Vendors', add: { label: 'Add Vendor', onClick } }}
 *     loadingLabel="Loading vendors..." errorMessage="Failed to load vendors"
 *     stats={stats} renderStats={(figures) => <StatGrid>...</StatGrid>}
 *     filters={<FilterBar ...>...</FilterBar>} list={list.query} renderList={() => <VendorsTable />}
 *     dialogs={open ? <VendorFormDialog /> : null} />
 */
export function RecordsPage<Figures>({
  header,
  loadingLabel,
  errorMessage,
  stats,
  renderStats,
  filters,
  list,
  renderList,
  dialogs,
}: {
  header: PageHeaderProps
  loadingLabel: string
  errorMessage: string
  stats: PageQuery<Figures>
  renderStats: (figures: Figures) => ReactNode
  filters: ReactNode
  list: PageQuery<unknown>
  renderList: () => ReactNode
  dialogs: ReactNode
}) {
  return (
    <>
      <PageHeader {...header} />
      <PageState query={stats} loadingLabel={loadingLabel} errorMessage={errorMessage}>
        {renderStats}
      </PageState>
      {filters}
      <PageState query={list} loadingLabel={loadingLabel} errorMessage={errorMessage}>
        {renderList}
      </PageState>
      {dialogs}
    </>
  )
}
