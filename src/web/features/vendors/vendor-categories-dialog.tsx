import { useQuery } from '@tanstack/react-query'
import { Plus, Tags } from 'lucide-react'
import { useState } from 'react'
import { Controller } from 'react-hook-form'
import type { z } from 'zod'

import { MODAL_SAVE_FAILURES, writeFailureMessage } from '../../../domain/messages'
import { DEFAULT_VENDOR_CATEGORY_COLOR, VENDOR_CATEGORY_COLORS } from '../../../domain/vendors/colors'
import { newVendorCategorySchema } from '../../../shared/schemas/vendor'
import {
  useAddVendorCategory,
  useDeleteVendorCategory,
  useUpdateVendorCategory,
  vendorCategoryChoicesQuery,
  type VendorCategory,
} from '../../api/vendors'
import { SaveError } from '../../components/error-alert'
import { TextField } from '../../components/fields/text-field'
import { addOrUpdate } from '../../components/form/add-or-update'
import { DraftOffer } from '../../components/form/draft-offer'
import { FormActions } from '../../components/form/form-actions'
import { useFormDraft } from '../../components/form/form-draft'
import { useSchemaForm } from '../../components/form/use-schema-form'
import { PageState } from '../../components/page-state'
import { RowActions } from '../../components/row-actions'
import { Button } from '../../components/ui/button'
import { Dialog } from '../../components/ui/dialog'

import { asSaveFailure } from './save-failure'

/** Which category the form holds: a new one, one being edited, or none (the form is closed). */
type Editing = { category: VendorCategory | null } | null

/**
 * Manage Vendor Categories (spec 2): the categories with their colours, a form to add or edit one (name
 * unique, optional description, a colour of the spec's palette, #3B82F6 by default), and delete, whose
 * question notes that vendors keep their category text.
 */
export function VendorCategoriesDialog({ onClose }: { onClose: () => void }) {
  const categories = useQuery(vendorCategoryChoicesQuery())
  const [editing, setEditing] = useState<Editing>(null)
  return (
    <Dialog title="Manage Vendor Categories" onClose={onClose}>
      {editing ? (
        <CategoryForm
          key={editing.category?.id ?? 'new'}
          category={editing.category}
          onDone={() => setEditing(null)}
        />
      ) : (
        <Button className="mb-4 w-full" onClick={() => setEditing({ category: null })}>
          <Plus aria-hidden="true" className="size-4" />
          Add Category
        </Button>
      )}
      <PageState
        query={categories}
        loadingLabel="Loading categories..."
        errorMessage="Failed to load vendor categories"
      >
        {(rows) =>
          rows.length === 0 ? (
            <p className="flex items-center gap-2 py-6 text-sm text-slate-600 dark:text-slate-400">
              <Tags aria-hidden="true" className="size-4" />
              No categories yet. Add one to group your vendors.
            </p>
          ) : (
            <ul aria-label="Vendor categories" className="divide-y divide-slate-200 dark:divide-slate-800">
              {rows.map((category) => (
                <CategoryRow
                  key={category.id}
                  category={category}
                  onEdit={() => setEditing({ category })}
                  onDeleted={() => {
                    if (editing?.category?.id === category.id) setEditing(null)
                  }}
                />
              ))}
            </ul>
          )
        }
      </PageState>
    </Dialog>
  )
}

function CategoryRow({
  category,
  onEdit,
  onDeleted,
}: {
  category: VendorCategory
  onEdit: () => void
  onDeleted: () => void
}) {
  const remove = useDeleteVendorCategory()
  return (
    <li className="flex items-center gap-3 py-2.5">
      <span
        aria-hidden="true"
        className="size-4 shrink-0 rounded-full ring-1 ring-slate-900/10 dark:ring-white/20"
        style={{ backgroundColor: category.color }}
      />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium" title={category.name}>
          {category.name}
        </p>
        {category.description ? (
          <p className="truncate text-sm text-slate-600 dark:text-slate-400" title={category.description}>
            {category.description}
          </p>
        ) : null}
      </div>
      <RowActions
        name={`category ${category.name}`}
        onEdit={onEdit}
        deletion={{
          id: category.id,
          mutation: remove,
          question: `Are you sure you want to delete the category "${category.name}"? This will not affect existing vendors.`,
          failureMessage: writeFailureMessage('delete', 'vendorCategory'),
          onDeleted,
        }}
      />
    </li>
  )
}

/**
 * The category form, inside the dialog above its list. It keeps a draft like every form; Cancel, and
 * closing the dialog, ask before discarding changes.
 */
function CategoryForm({ category, onDone }: { category: VendorCategory | null; onDone: () => void }) {
  const mutations = { add: useAddVendorCategory(), update: useUpdateVendorCategory() }
  const form = useSchemaForm(newVendorCategorySchema, {
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      color: category?.color ?? DEFAULT_VENDOR_CATEGORY_COLOR,
    },
  })
  const draft = useFormDraft(form, { form: 'vendor-category', id: category?.id })
  const onSubmit = form.submit(
    draft.saving(async (values: z.output<typeof newVendorCategorySchema>) => {
      await addOrUpdate(category?.id, values, mutations, (error) =>
        asSaveFailure(error, MODAL_SAVE_FAILURES.vendorCategory),
      )
      onDone()
    }),
  )
  return (
    <form
      noValidate
      aria-label={category ? 'Edit Category' : 'Add Category'}
      onSubmit={(event) => void onSubmit(event)}
      className="mb-5 space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-800/40"
    >
      <h3 className="font-semibold">{category ? 'Edit Category' : 'Add Category'}</h3>
      <DraftOffer draft={draft} />
      <SaveError error={form.saveError} />
      <TextField label="Category Name" {...form.field('name')} />
      <TextField label="Description" {...form.field('description')} />
      <Controller
        control={form.control}
        name="color"
        render={({ field }) => (
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">Color</legend>
            <div className="flex flex-wrap gap-2">
              {VENDOR_CATEGORY_COLORS.map((color) => (
                <label key={color.value} className="relative" title={`${color.name} ${color.value}`}>
                  <input
                    type="radio"
                    name={field.name}
                    value={color.value}
                    checked={field.value?.toUpperCase() === color.value}
                    onChange={() => field.onChange(color.value)}
                    aria-label={`${color.name} ${color.value}`}
                    className="peer absolute inset-0 z-10 cursor-pointer opacity-0"
                  />
                  <span
                    aria-hidden="true"
                    className="block size-10 rounded-full ring-2 ring-transparent ring-offset-2 ring-offset-white peer-checked:ring-slate-900 peer-focus-visible:outline-2 peer-focus-visible:outline-emerald-500 dark:ring-offset-slate-900 dark:peer-checked:ring-white"
                    style={{ backgroundColor: color.value }}
                  />
                </label>
              ))}
            </div>
          </fieldset>
        )}
      />
      <FormActions
        onCancel={() => {
          void draft.askToLeave().then((isLeaving) => {
            if (isLeaving) onDone()
          })
        }}
        isPending={form.isSaving}
        submitLabel={category ? 'Update Category' : 'Add Category'}
      />
    </form>
  )
}
