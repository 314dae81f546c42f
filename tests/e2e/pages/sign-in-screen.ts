import type { Locator, Page } from '@playwright/test'

/** The sign-in screen, in both of its modes. */
export class SignInScreen {
  readonly email: Locator
  readonly password: Locator
  readonly confirmPassword: Locator
  readonly signInButton: Locator
  readonly signUpButton: Locator
  readonly createAccount: Locator
  readonly errorBox: Locator
  readonly notice: Locator

  constructor(readonly page: Page) {
    this.email = page.getByLabel('Email address')
    this.password = page.getByLabel('Password', { exact: true })
    this.confirmPassword = page.getByLabel('Confirm password')
    this.signInButton = page.getByRole('button', { name: 'Sign In', exact: true })
    this.signUpButton = page.getByRole('button', { name: 'Sign Up', exact: true })
    this.createAccount = page.getByRole('button', { name: 'Create an account' })
    this.errorBox = page.getByRole('alert')
    this.notice = page.getByRole('status').filter({ hasText: 'Account created' })
  }

  heading() {
    return this.page.getByRole('heading', { name: 'Welcome Back' })
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email)
    await this.password.fill(password)
    await this.signInButton.click()
  }

  async signUp(email: string, password: string, confirmPassword = password): Promise<void> {
    await this.createAccount.click()
    await this.email.fill(email)
    await this.password.fill(password)
    await this.confirmPassword.fill(confirmPassword)
    await this.signUpButton.click()
  }
}
