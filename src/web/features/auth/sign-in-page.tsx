import { ChartNoAxesCombined, PackageOpen, ReceiptText } from 'lucide-react'

import { AppFooter } from '../../components/app-footer'
import { BrandMark } from '../../components/brand-mark'

import { AuthForm } from './auth-form'

const HIGHLIGHTS = [
  { icon: PackageOpen, text: 'Every item from purchase to sale, with its true profit' },
  { icon: ReceiptText, text: 'Receipts, expenses, vendors and mileage in one place' },
  { icon: ChartNoAxesCombined, text: 'Monthly sales and a yearly tax summary, ready when you are' },
]

/** Shown instead of the app when nobody is signed in (spec 2, sign-in screen). */
export function SignInPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <div className="grid flex-1 lg:grid-cols-2">
        <section className="relative bg-gradient-to-br from-emerald-600 via-emerald-700 to-teal-800 px-6 pt-10 pb-16 text-white sm:px-10 lg:flex lg:flex-col lg:justify-center lg:px-16 lg:py-16 dark:from-emerald-800 dark:via-emerald-900 dark:to-slate-900">
          {/* The glow is clipped by a layer of its own, so the panel holds nothing wider than itself. */}
          <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
            <div className="absolute -top-24 -right-24 size-72 rounded-full bg-white/10 blur-2xl" />
          </div>
          <div className="relative mx-auto max-w-md lg:mx-0">
            <div className="flex items-center gap-3">
              <span className="rounded-xl bg-white/15 p-1">
                <BrandMark className="size-9" />
              </span>
              <span className="text-2xl font-semibold tracking-tight">Frogwalk</span>
            </div>
            <p className="mt-8 text-3xl leading-tight font-semibold tracking-tight sm:text-4xl">
              Organize and leap ahead
            </p>
            <p className="mt-4 text-base leading-relaxed text-emerald-50/90">
              The smart way to manage your reselling business. Track inventory, monitor profits, and
              streamline your operations with powerful analytics and insights.
            </p>
            <ul className="mt-8 hidden space-y-3 sm:block">
              {HIGHLIGHTS.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-center gap-3 text-sm text-emerald-50">
                  <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-white/15">
                    <Icon aria-hidden="true" className="size-4" />
                  </span>
                  {text}
                </li>
              ))}
            </ul>
          </div>
        </section>
        <section className="-mt-8 flex items-start justify-center px-4 pb-10 sm:px-6 lg:mt-0 lg:items-center lg:py-16">
          <div className="relative w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/5 sm:p-8 dark:border-slate-800 dark:bg-slate-900 dark:shadow-black/30">
            <AuthForm />
          </div>
        </section>
      </div>
      <AppFooter />
    </div>
  )
}
