import type { Locator, Page } from '@playwright/test'

/** The signed-in frame: sidebar (or drawer), top bar and the page's main heading. */
export class AppShell {
  readonly sidebar: Locator
  readonly nav: Locator
  readonly storeName: Locator
  readonly menuButton: Locator
  readonly signOutButton: Locator
  /** The app's confirm dialog (useConfirm), as Sign Out opens it. */
  readonly confirmDialog: Locator
  readonly main: Locator

  constructor(readonly page: Page) {
    this.sidebar = page.getByRole('complementary', { name: 'Sidebar' })
    this.nav = page.getByRole('navigation', { name: 'Main' })
    this.storeName = page.getByTestId('store-name')
    this.menuButton = page.getByRole('button', { name: 'Open menu' })
    this.signOutButton = this.sidebar.getByRole('button', { name: 'Sign Out' })
    this.confirmDialog = page.getByRole('alertdialog')
    this.main = page.getByRole('main')
  }

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 1, name })
  }

  /** A sidebar link by its label; status links also carry their count ("Listed Items 3"). */
  link(label: string): Locator {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    return this.nav.getByRole('link', { name: new RegExp(`^${escaped}(\\s+\\d[\\d,]*)?$`) })
  }

  /** Sign Out, answering the app's confirm dialog with its Sign Out or Cancel button; returns the question. */
  async signOut({ accept }: { accept: boolean }): Promise<string> {
    await this.signOutButton.click()
    await this.confirmDialog.waitFor()
    const question = (await this.confirmDialog.getByRole('heading').textContent()) ?? ''
    await this.confirmDialog.getByRole('button', { name: accept ? 'Sign Out' : 'Cancel' }).click()
    await this.confirmDialog.waitFor({ state: 'detached' })
    return question
  }
}
