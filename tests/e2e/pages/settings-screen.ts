import type { Locator, Page } from '@playwright/test'

/** Settings: the two edit dialogs and the theme button. */
export class SettingsScreen {
  readonly editStoreName: Locator
  readonly editPercentage: Locator
  readonly dialog: Locator
  readonly themeButton: Locator

  constructor(readonly page: Page) {
    this.editStoreName = page.getByRole('button', { name: 'Edit store name' })
    this.editPercentage = page.getByRole('button', { name: 'Edit business mileage percentage' })
    this.dialog = page.getByRole('dialog')
    this.themeButton = page.getByRole('button', { name: /^Theme:/ })
  }

  async open(): Promise<void> {
    await this.page.goto('/settings')
    await this.editStoreName.waitFor()
  }

  save(): Locator {
    return this.dialog.getByRole('button', { name: 'Save' })
  }

  cancel(): Locator {
    return this.dialog.getByRole('button', { name: 'Cancel' })
  }
}
