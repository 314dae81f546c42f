import type { ComponentType, ReactNode } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'

import { ITEM_STATUSES, ITEM_STATUS_PAGES, type ItemStatus } from '../domain/items/status'

import { PageLoading } from './components/page-loading'
import { RouteError } from './components/route-error'
import { AppLayout } from './features/shell/app-layout'

/**
 * A screen whose code loads with its route, so the first load carries only the shell. The spinner shows in
 * the page's place on a first visit; on later navigations the current screen stays until the next is ready.
 */
function lazyPage(load: () => Promise<{ Component: ComponentType } | { element: ReactNode }>) {
  return { HydrateFallback: PageLoading, lazy: load }
}

function itemsRoute(status: ItemStatus): RouteObject {
  return {
    path: ITEM_STATUS_PAGES[status].route.slice(1),
    ...lazyPage(async () => {
      const { ItemsPage } = await import('./features/inventory/items-page')
      return { element: <ItemsPage status={status} /> }
    }),
  }
}

/** The routes of spec 2, all inside the shared layout; the router only exists for a signed-in user. */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        ...lazyPage(async () => ({
          Component: (await import('./features/dashboard/dashboard-page')).DashboardPage,
        })),
      },
      ...ITEM_STATUSES.map(itemsRoute),
      {
        path: 'monthly-sales',
        ...lazyPage(async () => ({
          Component: (await import('./features/reports/monthly-sales-page')).MonthlySalesPage,
        })),
      },
      {
        path: 'yearly-taxes',
        ...lazyPage(async () => ({
          Component: (await import('./features/reports/yearly-taxes-page')).YearlyTaxesPage,
        })),
      },
      {
        path: 'receipts',
        ...lazyPage(async () => ({
          Component: (await import('./features/receipts/receipts-page')).ReceiptsPage,
        })),
      },
      {
        path: 'expenses',
        ...lazyPage(async () => ({
          Component: (await import('./features/expenses/expenses-page')).ExpensesPage,
        })),
      },
      {
        path: 'odometer',
        ...lazyPage(async () => ({
          Component: (await import('./features/odometer/odometer-page')).OdometerPage,
        })),
      },
      {
        path: 'vendors',
        ...lazyPage(async () => ({
          Component: (await import('./features/vendors/vendors-page')).VendorsPage,
        })),
      },
      {
        path: 'brands',
        ...lazyPage(async () => ({ Component: (await import('./features/brands/brands-page')).BrandsPage })),
      },
      {
        path: 'purchase-locations',
        ...lazyPage(async () => ({
          Component: (await import('./features/purchase-locations/purchase-locations-page'))
            .PurchaseLocationsPage,
        })),
      },
      {
        path: 'settings',
        ...lazyPage(async () => ({
          Component: (await import('./features/settings/settings-page')).SettingsPage,
        })),
      },
      {
        path: 'add-item',
        ...lazyPage(async () => ({
          Component: (await import('./features/inventory/add-item-page')).AddItemPage,
        })),
      },
      {
        path: '*',
        ...lazyPage(async () => ({
          Component: (await import('./features/not-found/not-found-page')).NotFoundPage,
        })),
      },
    ],
  },
])
