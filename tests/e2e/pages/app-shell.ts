import type { Locator, Page } from '@playwright/test'

/** The signed-in frame: sidebar (or drawer), top bar and the page's main heading. */
export class AppShell {
  readonly sidebar: Locator
  readonly nav: Locator
  readonly storeName: Locator
  readonly menuButton: Locator
  readonly signOutButton: Locator
  readonly main: Locator

  constructor(readonly page: Page) {
    this.sidebar = page.getByRole('complementary', { name: 'Sidebar' })
    this.nav = page.getByRole('navigation', { name: 'Main' })
    this.storeName = page.getByTestId('store-name')
    this.menuButton = page.getByRole('button', { name: 'Open menu' })
    this.signOutButton = page.getByRole('button', { name: 'Sign Out' })
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

  /** Sign Out, answering the confirm question with `accept`. */
  async signOut({ accept }: { accept: boolean }): Promise<string> {
    const dialog = this.page.waitForEvent('dialog')
    const click = this.signOutButton.click()
    const question = await dialog
    const message = question.message()
    if (accept) await question.accept()
    else await question.dismiss()
    await click
    return message
  }
}
