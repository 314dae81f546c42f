import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'

import { renderUi } from '../../../tests/helpers/render-ui'

import { AppToaster } from './app-toaster'
import { RowActions, type DeleteMutation } from './row-actions'

const QUESTION = 'Are you sure you want to delete this expense?'

/** A delete that records its calls and succeeds, or fails when `fails`. */
function fakeDelete({ fails = false } = {}) {
  const deleted: string[] = []
  const mutation: DeleteMutation = {
    isPending: false,
    mutate: (id, options) => {
      if (fails) {
        options.onError(new Error('The server is unreachable'))
        return
      }
      deleted.push(id)
      options.onSuccess?.()
    },
  }
  return { mutation, deleted }
}

async function renderRow(mutation: DeleteMutation, { showText = false } = {}) {
  const onEdit = vi.fn()
  const onDeleted = vi.fn()
  const { screen } = await renderUi(
    <>
      <RowActions
        name="expense Printer paper"
        onEdit={onEdit}
        showText={showText}
        deletion={{
          id: 'e-1',
          mutation,
          question: QUESTION,
          failureMessage: 'Failed to delete expense',
          onDeleted,
        }}
      />
      <AppToaster />
    </>,
  )
  return { screen, onEdit, onDeleted }
}

describe('RowActions', () => {
  it('names both buttons after the row; Edit edits', async () => {
    const { screen, onEdit } = await renderRow(fakeDelete().mutation)
    const edit = screen.getByRole('button', { name: 'Edit expense Printer paper' })
    await expect.element(edit).toHaveTextContent('')
    await expect
      .element(screen.getByRole('button', { name: 'Delete expense Printer paper' }))
      .toHaveTextContent('')
    await userEvent.click(edit)
    expect(onEdit).toHaveBeenCalledOnce()
  })

  it('shows Edit and Delete as words beside the icons when asked', async () => {
    const { screen } = await renderRow(fakeDelete().mutation, { showText: true })
    await expect
      .element(screen.getByRole('button', { name: 'Edit expense Printer paper' }))
      .toHaveTextContent('Edit')
    await expect
      .element(screen.getByRole('button', { name: 'Delete expense Printer paper' }))
      .toHaveTextContent('Delete')
  })

  it('asks before deleting: Cancel keeps the row, Delete deletes it', async () => {
    const { mutation, deleted } = fakeDelete()
    const { screen, onDeleted } = await renderRow(mutation)
    const remove = screen.getByRole('button', { name: 'Delete expense Printer paper' })

    await userEvent.click(remove)
    const dialog = screen.getByRole('alertdialog', { name: QUESTION })
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }))
    await expect.element(dialog).not.toBeInTheDocument()
    expect(deleted).toEqual([])

    await userEvent.click(remove)
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }))
    await expect.poll(() => deleted).toEqual(['e-1'])
    expect(onDeleted).toHaveBeenCalledOnce()
  })

  it('tells of a failed delete', async () => {
    const { screen, onDeleted } = await renderRow(fakeDelete({ fails: true }).mutation)
    await userEvent.click(screen.getByRole('button', { name: 'Delete expense Printer paper' }))
    await userEvent.click(
      screen.getByRole('alertdialog', { name: QUESTION }).getByRole('button', { name: 'Delete' }),
    )
    await expect.element(screen.getByText('Failed to delete expense')).toBeVisible()
    expect(onDeleted).not.toHaveBeenCalled()
  })

  it('disables Delete while a delete is under way', async () => {
    const { screen } = await renderRow({ isPending: true, mutate: () => undefined })
    await expect.element(screen.getByRole('button', { name: 'Delete expense Printer paper' })).toBeDisabled()
    await expect.element(screen.getByRole('button', { name: 'Edit expense Printer paper' })).toBeEnabled()
  })

  it('shows Delete in red, unlike Edit', async () => {
    const { screen } = await renderUi(
      <>
        <RowActions
          name="expense Printer paper"
          onEdit={() => undefined}
          deletion={{ id: 'e-1', mutation: fakeDelete().mutation, question: QUESTION, failureMessage: 'x' }}
        />
        <span className="text-red-700">Red</span>
      </>,
    )
    const colorOf = (element: Element) => getComputedStyle(element).color
    const red = colorOf(screen.getByText('Red').element())
    expect(colorOf(screen.getByRole('button', { name: 'Delete expense Printer paper' }).element())).toBe(red)
    expect(colorOf(screen.getByRole('button', { name: 'Edit expense Printer paper' }).element())).not.toBe(
      red,
    )
  })
})
