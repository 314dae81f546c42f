import { ITEM_STATUS_PAGES, type ItemStatus } from '../../../domain/items/status'
import { PageHeader } from '../../components/page-header'

import { ItemExportButtons } from './item-export-buttons'

/**
 * The item list of one status (spec 2: /unlisted, /listed, /sold, /defective); title and description come
 * from src/domain. The full screen arrives with its feature; the header keeps the routes in place.
 */
export function ItemsPage({ status }: { status: ItemStatus }) {
  const { title, description } = ITEM_STATUS_PAGES[status]
  return (
    <PageHeader title={title} description={description} add={{ label: 'Add Item', to: '/add-item' }}>
      <ItemExportButtons
        status={status}
        search={{ q: '', mode: 'general' }}
        sort={{ key: 'createdAt', direction: 'desc' }}
      />
    </PageHeader>
  )
}
