import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'

import { renderUi } from '../../../../tests/helpers/render-ui'

import { useConfirm, type ConfirmRequest } from './confirm-context'

const SIGN_OUT: ConfirmRequest = { question: 'Are you sure you want to sign out?', confirmLabel: 'Sign Out' }

function Asker({
  request = SIGN_OUT,
  onAnswer,
}: {
  request?: ConfirmRequest
  onAnswer: (yes: boolean) => void
}) {
  const confirm = useConfirm()
  return (
    <button type="button" onClick={() => void confirm(request).then(onAnswer)}>
      Ask
    </button>
  )
}

async function ask(onAnswer: (yes: boolean) => void, request?: ConfirmRequest) {
  const { screen } = await renderUi(<Asker request={request} onAnswer={onAnswer} />)
  await userEvent.click(screen.getByRole('button', { name: 'Ask' }))
  const dialog = screen.getByRole('alertdialog', { name: SIGN_OUT.question })
  await expect.element(dialog).toBeVisible()
  return { screen, dialog }
}

describe('useConfirm', () => {
  it('asks the question with a button named for the act, focusing Cancel; confirming resolves true', async () => {
    const onAnswer = vi.fn()
    const { dialog } = await ask(onAnswer)
    await expect.element(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await userEvent.click(dialog.getByRole('button', { name: 'Sign Out' }))
    await expect.poll(() => onAnswer.mock.calls).toEqual([[true]])
    await expect.element(dialog).not.toBeInTheDocument()
  })

  it('resolves false on Cancel', async () => {
    const onAnswer = vi.fn()
    const { dialog } = await ask(onAnswer)
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }))
    await expect.poll(() => onAnswer.mock.calls).toEqual([[false]])
    await expect.element(dialog).not.toBeInTheDocument()
  })

  it('resolves false on Escape and gives focus back to the button that asked', async () => {
    const onAnswer = vi.fn()
    const { screen, dialog } = await ask(onAnswer)
    await userEvent.keyboard('{Escape}')
    await expect.poll(() => onAnswer.mock.calls).toEqual([[false]])
    await expect.element(dialog).not.toBeInTheDocument()
    await expect.element(screen.getByRole('button', { name: 'Ask' })).toHaveFocus()
  })

  it('shows a title above the question when given, and paints a destructive act red', async () => {
    const { screen } = await renderUi(
      <Asker
        onAnswer={() => undefined}
        request={{
          title: 'Delete item',
          question: 'Are you sure you want to delete this item?',
          confirmLabel: 'Delete',
          tone: 'danger',
        }}
      />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Delete item' })
    await expect.element(dialog).toHaveAccessibleDescription('Are you sure you want to delete this item?')
    await expect.element(dialog.getByRole('button', { name: 'Delete' })).toHaveClass(/bg-red-600/)
  })
})
