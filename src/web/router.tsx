import { useEffect, type ComponentType, type ReactNode } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'

import { ITEM_STATUSES, ITEM_STATUS_PAGES, type ItemStatus } from '../domain/items/status'

import { firstScreenShown } from './api/kept-answers'
import { queryClient } from './api/query-client'
import { sessionKeys } from './api/session'
import { PageLoading } from './components/page-loading'
import { RouteError } from './components/route-error'
import { AppLayout } from './shell/app-layout'

/**
 * Around each screen: once the first screen drawn has started its reads (its own effects run before this
 * one's), the app's start from the answers the service worker kept ends (api/kept-answers.ts).
 */
function Screen({ children }: { children: ReactNode }) {
  useEffect(() => firstScreenShown(queryClient, (key) => key[0] === sessionKeys.current[0]), [])
  return children
}

/**
 * A screen whose code loads with its route, so the first load carries only the shell: `name` is the
 * component the module exports. The spinner shows in the page's place on a first visit; on later
 * navigations the current screen stays until the next one is ready.
 */
function lazyScreen<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
) {
  return {
    HydrateFallback: PageLoading,
    lazy: async () => {
      const Page: ComponentType = (await load())[name]
      return {
        element: (
          <Screen>
            <Page />
          </Screen>
        ),
      }
    },
  }
}

/** The four item lists are one page, driven by the status (spec 2, routes). */
function itemsRoute(status: ItemStatus): RouteObject {
  return {
    path: ITEM_STATUS_PAGES[status].route.slice(1),
    HydrateFallback: PageLoading,
    lazy: async () => {
      const { ItemsPage } = await import('./features/inventory/items-page')
      return {
        element: (
          <Screen>
            <ItemsPage status={status} />
          </Screen>
        ),
      }
    },
  }
}

/** The code of the Dashboard, the screen a sign-in opens. */
const loadDashboard = () =>
  Promise.all([
    import('./features/dashboard/dashboard-page'),
    import('./features/inventory/item-actions-provider'),
  ])

/**
 * Loads the Dashboard's code in the background, so that a sign-in does not wait for it: called once the
 * sign-in screen is on screen, whose own first paint it must not delay.
 */
export function preloadDashboard(): void {
  void loadDashboard().catch(() => {
    // Offline or a new version: the route loads it again when opened.
  })
}

/**
 * The dashboard's item cards edit, sell and label items through the inventory's item actions; features do
 * not import one another, so the route puts the two together (docs/decisions/031-web-layers.md).
 */
const dashboardRoute: RouteObject = {
  index: true,
  HydrateFallback: PageLoading,
  lazy: async () => {
    const [{ DashboardPage }, { ItemActionsProvider }] = await loadDashboard()
    return {
      element: (
        <Screen>
          <ItemActionsProvider>
            <DashboardPage />
          </ItemActionsProvider>
        </Screen>
      ),
    }
  },
}

/** The routes of spec 2, all inside the shared layout. */
const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      dashboardRoute,
      ...ITEM_STATUSES.map(itemsRoute),
      {
        path: 'needs-cost',
        ...lazyScreen(() => import('./features/inventory/needs-cost-page'), 'NeedsCostPage'),
      },
      {
        path: 'sales/import',
        ...lazyScreen(() => import('./features/sales-import/sales-import-page'), 'SalesImportPage'),
      },
      {
        path: 'monthly-sales',
        ...lazyScreen(() => import('./features/reports/monthly-sales-page'), 'MonthlySalesPage'),
      },
      {
        path: 'yearly-taxes',
        ...lazyScreen(() => import('./features/reports/yearly-taxes-page'), 'YearlyTaxesPage'),
      },
      { path: 'receipts', ...lazyScreen(() => import('./features/receipts/receipts-page'), 'ReceiptsPage') },
      { path: 'expenses', ...lazyScreen(() => import('./features/expenses/expenses-page'), 'ExpensesPage') },
      { path: 'odometer', ...lazyScreen(() => import('./features/odometer/odometer-page'), 'OdometerPage') },
      { path: 'vendors', ...lazyScreen(() => import('./features/vendors/vendors-page'), 'VendorsPage') },
      { path: 'brands', ...lazyScreen(() => import('./features/brands/brands-page'), 'BrandsPage') },
      {
        path: 'purchase-locations',
        ...lazyScreen(
          () => import('./features/purchase-locations/purchase-locations-page'),
          'PurchaseLocationsPage',
        ),
      },
      { path: 'settings', ...lazyScreen(() => import('./features/settings/settings-page'), 'SettingsPage') },
      { path: 'add-item', ...lazyScreen(() => import('./features/inventory/add-item-page'), 'AddItemPage') },
      { path: 'sync', ...lazyScreen(() => import('./features/sync/sync-page'), 'SyncPage') },
      {
        path: 'quick-add',
        ...lazyScreen(() => import('./features/inventory/quick-add-page'), 'QuickAddPage'),
      },
      { path: '*', ...lazyScreen(() => import('./features/not-found/not-found-page'), 'NotFoundPage') },
    ],
  },
]

let router: ReturnType<typeof createBrowserRouter> | undefined

/**
 * The router, made the first time a signed-in user's app renders: making it starts loading the code of the
 * screen the address names, which a visitor who is not signed in must not wait for (the sign-in screen
 * shows first, decision 011a).
 */
export function appRouter() {
  router ??= createBrowserRouter(routes)
  return router
}
