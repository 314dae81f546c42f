import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { z } from 'zod'

import { renderUi } from '../../../../tests/helpers/render-ui'
import { ApiError } from '../../lib/api-error'
import { TextField } from '../fields/text-field'

import { RecordFormDialog, recordWords, type RecordFormWords } from './record-form-dialog'
import { useSchemaForm } from './use-schema-form'

const schema = z.object({ name: z.string().trim().min(1, 'Name is required') })
type Values = z.output<typeof schema>

const WORDS: RecordFormWords = {
  addTitle: 'Add Odometer Reading',
  editTitle: 'Edit Odometer Reading',
  addLabel: 'Add Reading',
  updateLabel: 'Update Reading',
}

/** Mutations that record what they were asked and answer with a saved record, or fail. */
function fakeMutations({ fails = false } = {}) {
  const calls: unknown[] = []
  const answer = async (input: unknown, saved: { id: string; name: string }) => {
    calls.push(input)
    await Promise.resolve()
    if (fails) throw new Error('The database is not reachable.')
    return saved
  }
  return {
    calls,
    mutations: {
      add: { mutateAsync: (values: Values) => answer(values, { id: 'new-1', ...values }) },
      update: {
        mutateAsync: (input: { id: string; changes: Values }) =>
          answer(input, { id: input.id, ...input.changes }),
      },
    },
  }
}

function Dialog({
  record,
  mutations,
  check,
  onSaved,
  words = WORDS,
}: {
  record: { id: string; name: string } | null
  mutations: ReturnType<typeof fakeMutations>['mutations']
  check?: (values: Values) => Promise<boolean>
  onSaved?: (saved: { id: string; name: string }) => void
  words?: RecordFormWords
}) {
  const [isOpen, setOpen] = useState(true)
  const form = useSchemaForm(schema, { defaultValues: { name: record?.name ?? '' } })
  if (!isOpen) return <p>Closed</p>
  return (
    <RecordFormDialog
      kind={{
        words,
        draft: 'reading',
        failure: () =>
          new ApiError({ code: 'unknown', status: 0, message: 'Failed to save reading. Please try again.' }),
      }}
      record={record}
      form={form}
      mutations={mutations}
      {...(check ? { check } : {})}
      {...(onSaved ? { onSaved } : {})}
      onClose={() => setOpen(false)}
    >
      <TextField label="Name" {...form.field('name')} />
    </RecordFormDialog>
  )
}

describe('RecordFormDialog', () => {
  it('adds a new record under the add words, then closes', async () => {
    const { calls, mutations } = fakeMutations()
    const { screen } = await renderUi(<Dialog record={null} mutations={mutations} />)
    const dialog = screen.getByRole('dialog', { name: 'Add Odometer Reading' })
    await userEvent.fill(dialog.getByLabelText('Name'), 'Morning')
    await userEvent.click(dialog.getByRole('button', { name: 'Add Reading' }))
    await expect.element(screen.getByText('Closed')).toBeVisible()
    expect(calls).toEqual([{ name: 'Morning' }])
  })

  it('updates an edited record under the edit words', async () => {
    const { calls, mutations } = fakeMutations()
    const { screen } = await renderUi(<Dialog record={{ id: 'r-1', name: 'Old' }} mutations={mutations} />)
    const dialog = screen.getByRole('dialog', { name: 'Edit Odometer Reading' })
    await userEvent.fill(dialog.getByLabelText('Name'), 'New')
    await userEvent.click(dialog.getByRole('button', { name: 'Update Reading' }))
    await expect.element(screen.getByText('Closed')).toBeVisible()
    expect(calls).toEqual([{ id: 'r-1', changes: { name: 'New' } }])
  })

  it('shows the pending words while saving, where given', async () => {
    const { mutations } = fakeMutations()
    const slow = {
      ...mutations,
      add: { mutateAsync: () => new Promise<{ id: string; name: string }>(() => undefined) },
    }
    const { screen } = await renderUi(
      <Dialog
        record={null}
        mutations={slow}
        words={{ ...WORDS, adding: 'Adding...', updating: 'Updating...' }}
      />,
    )
    const dialog = screen.getByRole('dialog', { name: 'Add Odometer Reading' })
    await userEvent.fill(dialog.getByLabelText('Name'), 'Morning')
    await userEvent.click(dialog.getByRole('button', { name: 'Add Reading' }))
    await expect.element(dialog.getByRole('button', { name: 'Adding...' })).toBeDisabled()
  })

  it('keeps the dialog open with the failure in its words', async () => {
    const { mutations } = fakeMutations({ fails: true })
    const { screen } = await renderUi(<Dialog record={null} mutations={mutations} />)
    const dialog = screen.getByRole('dialog', { name: 'Add Odometer Reading' })
    await userEvent.fill(dialog.getByLabelText('Name'), 'Morning')
    await userEvent.click(dialog.getByRole('button', { name: 'Add Reading' }))
    await expect
      .element(dialog.getByRole('alert'))
      .toHaveTextContent('Failed to save reading. Please try again.')
    await expect.element(dialog.getByLabelText('Name')).toHaveValue('Morning')
  })

  it('saves nothing when the check refuses, and hands the saved record on instead of closing', async () => {
    const { calls, mutations } = fakeMutations()
    let isAllowed = false
    const saved: unknown[] = []
    const { screen } = await renderUi(
      <Dialog
        record={null}
        mutations={mutations}
        check={() => Promise.resolve(isAllowed)}
        onSaved={(record) => saved.push(record)}
      />,
    )
    const dialog = screen.getByRole('dialog', { name: 'Add Odometer Reading' })
    await userEvent.fill(dialog.getByLabelText('Name'), 'Morning')
    await userEvent.click(dialog.getByRole('button', { name: 'Add Reading' }))
    await expect.element(dialog.getByRole('button', { name: 'Add Reading' })).toBeEnabled()
    expect(calls).toEqual([])
    isAllowed = true
    await userEvent.click(dialog.getByRole('button', { name: 'Add Reading' }))
    await expect.poll(() => saved).toEqual([{ id: 'new-1', name: 'Morning' }])
    await expect.element(dialog).toBeVisible()
  })
})

describe('recordWords', () => {
  it('words the titles after the record and the button after the shorter noun, where given', () => {
    expect(recordWords('Expense')).toEqual({
      addTitle: 'Add Expense',
      editTitle: 'Edit Expense',
      addLabel: 'Add Expense',
      updateLabel: 'Update Expense',
    })
    expect(recordWords('Purchase Location', 'Location')).toEqual({
      addTitle: 'Add Purchase Location',
      editTitle: 'Edit Purchase Location',
      addLabel: 'Add Location',
      updateLabel: 'Update Location',
    })
  })
})
