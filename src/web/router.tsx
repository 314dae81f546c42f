import { createBrowserRouter } from 'react-router'

import { RouteError } from './components/route-error'
import { BrandsPage } from './features/brands/brands-page'
import { DashboardPage } from './features/dashboard/dashboard-page'
import { ExpensesPage } from './features/expenses/expenses-page'
import { AddItemPage } from './features/inventory/add-item-page'
import { DefectiveItemsPage } from './features/inventory/defective-items-page'
import { ListedItemsPage } from './features/inventory/listed-items-page'
import { SoldItemsPage } from './features/inventory/sold-items-page'
import { UnlistedItemsPage } from './features/inventory/unlisted-items-page'
import { NotFoundPage } from './features/not-found/not-found-page'
import { OdometerPage } from './features/odometer/odometer-page'
import { PurchaseLocationsPage } from './features/purchase-locations/purchase-locations-page'
import { ReceiptsPage } from './features/receipts/receipts-page'
import { MonthlySalesPage } from './features/reports/monthly-sales-page'
import { YearlyTaxesPage } from './features/reports/yearly-taxes-page'
import { SettingsPage } from './features/settings/settings-page'
import { AppLayout } from './features/shell/app-layout'
import { VendorsPage } from './features/vendors/vendors-page'

/** The routes of spec 2, all inside the shared layout; the router only exists for a signed-in user. */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <DashboardPage /> },
      { path: 'unlisted', element: <UnlistedItemsPage /> },
      { path: 'listed', element: <ListedItemsPage /> },
      { path: 'sold', element: <SoldItemsPage /> },
      { path: 'defective', element: <DefectiveItemsPage /> },
      { path: 'monthly-sales', element: <MonthlySalesPage /> },
      { path: 'yearly-taxes', element: <YearlyTaxesPage /> },
      { path: 'receipts', element: <ReceiptsPage /> },
      { path: 'expenses', element: <ExpensesPage /> },
      { path: 'odometer', element: <OdometerPage /> },
      { path: 'vendors', element: <VendorsPage /> },
      { path: 'brands', element: <BrandsPage /> },
      { path: 'purchase-locations', element: <PurchaseLocationsPage /> },
      { path: 'settings', element: <SettingsPage /> },
      { path: 'add-item', element: <AddItemPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
])
