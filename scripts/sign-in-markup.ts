/**
 * Prints the sign-in screen's first render as HTML (src/web/features/auth/sign-in-markup.tsx), for the build's
 * static sign-in (scripts/static-sign-in-plugin.ts). Run in a process of its own: the web app's modules read
 * `window.location` as they load, which is given here and nowhere in the build's own process.
 */
const globals = globalThis as unknown as { window: unknown; location: unknown }
globals.window = globalThis
globals.location = new URL('http://localhost/')

const { signInMarkup } = await import('../src/web/features/auth/sign-in-markup.tsx')
process.stdout.write(signInMarkup(), () => process.exit(0))

export {}
