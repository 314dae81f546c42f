import { useQuery } from '@tanstack/react-query'
import { Upload } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { z } from 'zod'

import { importLanding, type ImportLanding } from '../../../domain/csv/import-landing'
import { ITEM_STATUS_PAGES } from '../../../domain/items/status'
import { IMPORT_REDIRECT_DELAY_MS } from '../../../domain/settings'
import { settingsQuery } from '../../api/settings'
import { PageHeader } from '../../components/page-header'
import { PageState } from '../../components/page-state'
import { Button } from '../../components/ui/button'
import { useUrlState } from '../../hooks/use-url-state'
import { currentYear, formatPercent } from '../../lib/format'

import { AccountSection } from './account-section'
import { BackupSection } from './backup-section'
import { BusinessPercentageDialog } from './business-percentage-dialog'
import { ImportCsvDialog } from './import-csv-dialog'
import { EditButton, Section, SettingRow } from './settings-rows'
import { StoreNameDialog } from './store-name-dialog'
import { ThemeSection } from './theme-section'

type OpenDialog = 'store-name' | 'business-percentage' | 'import' | null

/**
 * ?import=1 opens the Import CSV dialog on arrival, so a link from another screen (the dashboard's start
 * panel) opens it; closing the dialog takes it out of the URL without a history entry, so a reload or Back
 * does not open it again.
 */
const PARAMS = { import: z.enum(['', '1']).catch('') }

/** Settings (spec 2): store name, CSV import, business mileage percentage, the theme, and the account. */
export function SettingsPage() {
  const settings = useQuery(settingsQuery())
  const [openDialog, setOpenDialog] = useState<OpenDialog>(null)
  const close = () => setOpenDialog(null)
  const [params, setParams] = useUrlState(PARAMS)
  const isImporting = openDialog === 'import' || params.import === '1'
  const closeImport = () => {
    close()
    if (params.import === '1') setParams({ import: '' }, { replace: true })
  }
  /** Where the last clean import's items landed: the banner shows, then the app goes to that list. */
  const [landing, setLanding] = useState<ImportLanding | null>(null)
  const navigate = useNavigate()

  useEffect(() => {
    if (!landing) return
    const to = ITEM_STATUS_PAGES[landing.status].route
    const timer = window.setTimeout(() => void navigate(to), IMPORT_REDIRECT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [landing, navigate])

  return (
    <>
      <PageHeader
        title="Settings"
        description="Your store, your mileage, how Frogwalk looks and your account"
      />

      {landing ? (
        <p
          role="status"
          className="mb-6 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-sm font-medium text-emerald-900 dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-100"
        >
          {landing.banner}
        </p>
      ) : null}
      <PageState query={settings} loadingLabel="Loading settings..." errorMessage="Failed to load settings">
        {(data) => (
          <div className="space-y-6">
            <Section title="App Settings">
              <SettingRow
                title="Store Name"
                description="Shown at the top of the sidebar"
                value={data.storeName}
                action={<EditButton label="Edit store name" onClick={() => setOpenDialog('store-name')} />}
              />
              <SettingRow
                title="Import Data"
                description="Add many items at once from a CSV file, with a template to start from"
                action={
                  <Button variant="secondary" size="sm" onClick={() => setOpenDialog('import')}>
                    <Upload aria-hidden="true" className="size-4" />
                    Import
                  </Button>
                }
              />
              <SettingRow
                title="Business Mileage Percentage"
                description={`Share of your driving that is for the business, from ${currentYear()} on; used for the mileage deduction`}
                value={formatPercent(data.businessMileagePercentage)}
                action={
                  <EditButton
                    label="Edit business mileage percentage"
                    onClick={() => setOpenDialog('business-percentage')}
                  />
                }
              />
            </Section>

            <Section title="Appearance">
              <div className="p-4 sm:p-5">
                <ThemeSection />
              </div>
            </Section>

            <BackupSection />

            <AccountSection />
          </div>
        )}
      </PageState>

      {openDialog === 'store-name' && settings.data ? (
        <StoreNameDialog storeName={settings.data.storeName} onClose={close} />
      ) : null}
      {isImporting ? (
        <ImportCsvDialog
          onClose={closeImport}
          onImported={(summary) => setLanding(importLanding(summary.byStatus))}
        />
      ) : null}
      {openDialog === 'business-percentage' && settings.data ? (
        <BusinessPercentageDialog percentage={settings.data.businessMileagePercentage} onClose={close} />
      ) : null}
    </>
  )
}
