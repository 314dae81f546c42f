import { useQuery } from '@tanstack/react-query'
import { Pencil, Upload } from 'lucide-react'
import { useEffect, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { z } from 'zod'

import { settingsQuery } from '../../api/settings'
import { PageHeader } from '../../components/page-header'
import { PageState } from '../../components/page-state'
import { Button } from '../../components/ui/button'
import { useUrlState } from '../../hooks/use-url-state'
import { formatPercent } from '../../lib/format'

import { BusinessPercentageDialog } from './business-percentage-dialog'
import { ImportCsvDialog } from './import-csv-dialog'
import { StoreNameDialog } from './store-name-dialog'
import { ThemeSection } from './theme-section'

type OpenDialog = 'store-name' | 'business-percentage' | 'import' | null

/**
 * ?import=1 opens the Import CSV dialog on arrival, so a link from another screen (the dashboard's start
 * panel) opens it; closing the dialog takes it out of the URL without a history entry, so a reload or Back
 * does not open it again.
 */
const PARAMS = { import: z.enum(['', '1']).catch('') }

/** How long the success banner shows before the app goes to the unlisted items (spec 9: 1500 ms). */
const REDIRECT_DELAY_MS = 1500

/** Settings (spec 2): store name, CSV import, business mileage percentage, and the theme. */
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
  const [hasImported, setHasImported] = useState(false)
  const navigate = useNavigate()

  useEffect(() => {
    if (!hasImported) return
    const timer = window.setTimeout(() => void navigate('/unlisted'), REDIRECT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [hasImported, navigate])

  return (
    <>
      <PageHeader title="Settings" description="Your store, your mileage and how Frogwalk looks" />

      {hasImported ? (
        <p
          role="status"
          className="mb-6 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-sm font-medium text-emerald-900 dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-100"
        >
          CSV import completed successfully! Redirecting to unlisted items...
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
                description="Share of your driving that is for the business; used for the mileage deduction"
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
          </div>
        )}
      </PageState>

      {openDialog === 'store-name' && settings.data ? (
        <StoreNameDialog storeName={settings.data.storeName} onClose={close} />
      ) : null}
      {isImporting ? <ImportCsvDialog onClose={closeImport} onImported={() => setHasImported(true)} /> : null}
      {openDialog === 'business-percentage' && settings.data ? (
        <BusinessPercentageDialog percentage={settings.data.businessMileagePercentage} onClose={close} />
      ) : null}
    </>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\s+/g, '-')}`
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2
        id={id}
        className="border-b border-slate-200 px-4 py-3 text-base font-semibold text-slate-900 sm:px-5 dark:border-slate-800 dark:text-white"
      >
        {title}
      </h2>
      <div className="divide-y divide-slate-200 dark:divide-slate-800">{children}</div>
    </section>
  )
}

interface SettingRowProps {
  title: string
  description: string
  value?: string
  note?: ReactNode
  action: ReactNode
}

function SettingRow({ title, description, value, note, action }: SettingRowProps) {
  return (
    <div className="flex items-start justify-between gap-4 p-4 sm:items-center sm:p-5">
      <div className="min-w-0">
        <h3 className="font-medium text-slate-900 dark:text-white">{title}</h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p>
        {value !== undefined ? (
          <p className="mt-1 truncate text-base font-semibold text-emerald-700 dark:text-emerald-400">
            {value}
          </p>
        ) : null}
        {note ? <p className="mt-1 text-xs text-amber-700 dark:text-amber-400">{note}</p> : null}
      </div>
      {action}
    </div>
  )
}

function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="secondary" size="sm" onClick={onClick} aria-label={label}>
      <Pencil aria-hidden="true" className="size-4" />
      Edit
    </Button>
  )
}
