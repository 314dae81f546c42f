import { useQuery, useQueryClient } from '@tanstack/react-query'
import { CircleCheck } from 'lucide-react'
import { useLayoutEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'

import { AUTH_MESSAGES } from '../../../domain/messages'
import { PASSWORD_MIN_LENGTH } from '../../../domain/settings'
import { configQuery } from '../../api/config'
import { rememberSignedIn, sessionKeys, type SessionUser } from '../../api/session'
import { TextField } from '../../components/fields/text-field'
import { ErrorAlert } from '../../components/error-alert'
import { Button } from '../../components/ui/button'
import { authClient } from '../../lib/auth-client'
import { announceAuthChange } from '../../lib/auth-sync'
import { forgetOfflineCopies } from '../../lib/offline-cache'
import { dropFirstSignIn, readFirstSignIn, type FirstSignIn } from '../../lib/sign-in-first'
import { UNEXPECTED_ERROR_MESSAGE } from '../../lib/errors'

type Mode = 'sign-in' | 'sign-up'

interface AuthValues {
  email: string
  password: string
  confirmPassword: string
}

/** better-auth answers with its own wording; show it as is (spec 8), with a fallback for empty answers. */
function authErrorMessage(error: { message?: string | undefined; status: number }): string {
  if (error.message) return error.message
  if (error.status === 429) return 'Too many attempts. Please wait a moment and try again.'
  return UNEXPECTED_ERROR_MESSAGE
}

/**
 * The form from index.html gives way to this one in the same paint (lib/sign-in-first.ts): the focus goes
 * where it was, and a Sign In pressed before the app's code ran is sent now, once.
 */
function useTakeOver(
  first: FirstSignIn | undefined,
  focus: (field: 'email' | 'password') => void,
  submit: () => void,
) {
  const isTaken = useRef(false)
  useLayoutEffect(() => {
    if (!first || isTaken.current) return
    isTaken.current = true
    dropFirstSignIn()
    if (first.focused) focus(first.focused)
    if (first.isSubmitted) submit()
  })
}

/** Sign in, or create an account when the server allows it (spec 2, 5 and 8: sign-in). */
export function AuthForm() {
  const queryClient = useQueryClient()
  const config = useQuery(configQuery())
  const [mode, setMode] = useState<Mode>('sign-in')
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  // A first visit's form from index.html, typed into before this code ran: taken over below.
  const [first] = useState(readFirstSignIn)
  const { register, handleSubmit, reset, getValues, setFocus, formState } = useForm<AuthValues>({
    defaultValues: { email: first?.email ?? '', password: first?.password ?? '', confirmPassword: '' },
  })
  const isSignUp = mode === 'sign-up'
  const isBusy = formState.isSubmitting

  const switchMode = (next: Mode) => {
    setMode(next)
    setError(null)
    setNotice(null)
    reset({ email: getValues('email'), password: '', confirmPassword: '' })
  }

  const signIn = async ({ email, password }: AuthValues) => {
    const { data, error: failure } = await authClient.signIn.email({ email, password })
    if (failure) {
      setError(authErrorMessage(failure))
      return
    }
    // Whoever used this browser before: their lists kept for offline use are not this user's.
    await forgetOfflineCopies()
    // The sign-in's answer names the user: the app opens with it, not after asking the server again.
    if (data?.user) {
      const user: SessionUser = { id: data.user.id, email: data.user.email }
      rememberSignedIn(true)
      queryClient.setQueryData(sessionKeys.current, user)
    } else await queryClient.invalidateQueries({ queryKey: sessionKeys.current })
    announceAuthChange('signed-in')
  }

  const signUp = async ({ email, password, confirmPassword }: AuthValues) => {
    if (password !== confirmPassword) {
      setError(AUTH_MESSAGES.passwordsDoNotMatch)
      return
    }
    const { error: failure } = await authClient.signUp.email({ email, password, name: email })
    if (failure) {
      setError(authErrorMessage(failure))
      return
    }
    setMode('sign-in')
    setNotice(AUTH_MESSAGES.accountCreated)
    reset({ email, password: '', confirmPassword: '' })
  }

  const onSubmit = handleSubmit(async (values) => {
    setError(null)
    setNotice(null)
    try {
      await (isSignUp ? signUp(values) : signIn(values))
    } catch (failure) {
      console.warn(isSignUp ? 'Sign-up failed' : 'Sign-in failed', failure)
      setError(UNEXPECTED_ERROR_MESSAGE)
    }
  })

  useTakeOver(first, setFocus, () => void onSubmit())

  return (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
        {isSignUp ? 'Create your account' : 'Welcome Back'}
      </h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {isSignUp
          ? 'Start tracking your inventory in a minute'
          : 'Sign in to access your inventory dashboard'}
      </p>

      <form onSubmit={(event) => void onSubmit(event)} className="mt-6 space-y-4">
        {notice ? (
          <p
            role="status"
            className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-800 dark:border-emerald-500/30 dark:bg-emerald-500/10 dark:text-emerald-200"
          >
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {notice}
          </p>
        ) : null}
        {error ? <ErrorAlert>{error}</ErrorAlert> : null}

        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          placeholder="Enter your email"
          required
          {...register('email', { required: true })}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete={isSignUp ? 'new-password' : 'current-password'}
          placeholder="Enter your password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint={isSignUp ? `At least ${PASSWORD_MIN_LENGTH} characters` : undefined}
          {...register('password', { required: true })}
        />
        {isSignUp ? (
          <TextField
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            placeholder="Enter your password again"
            required
            minLength={PASSWORD_MIN_LENGTH}
            {...register('confirmPassword')}
          />
        ) : null}

        <Button type="submit" size="lg" className="w-full" disabled={isBusy}>
          {isSignUp ? (isBusy ? 'Creating account...' : 'Sign Up') : isBusy ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>

      <div className="mt-6 border-t border-slate-200 pt-5 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
        {isSignUp ? (
          <p>
            Already have an account?{' '}
            <button
              type="button"
              onClick={() => switchMode('sign-in')}
              className="rounded px-1 py-2 font-medium text-emerald-700 hover:underline dark:text-emerald-400"
            >
              Sign in instead
            </button>
          </p>
        ) : config.data?.signupOpen ? (
          <p>
            New to Frogwalk?{' '}
            <button
              type="button"
              onClick={() => switchMode('sign-up')}
              className="rounded px-1 py-2 font-medium text-emerald-700 hover:underline dark:text-emerald-400"
            >
              Create an account
            </button>
          </p>
        ) : config.data ? (
          <p>Sign-up is closed on this server. Ask its owner for an account.</p>
        ) : null}
      </div>
    </div>
  )
}
