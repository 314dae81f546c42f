/**
 * The Node versions Frogwalk runs on, as package.json's `engines` says: 20.19 and later (20 is what Debian
 * and most stock machines ship), 22, and 24 and later. Vite 8, Vitest 4 and ESLint 10 need 20.19; Node 23
 * is left out, as ESLint and Vitest leave it out. Plain JavaScript that any old Node can run, so that
 * `npm start` can say so.
 */

/** package.json's `engines.node`. */
export const SUPPORTED_NODE = '^20.19.0 || ^22.13.0 || >=24'

/**
 * The sentence to stop with when Node `version` (process.versions.node, '18.20.4') is not one Frogwalk
 * runs on, or null when it is.
 * @param {string} version @returns {string | null}
 */
export function nodeVersionProblem(version) {
  const [major = 0, minor = 0] = version.split('.').map(Number)
  if (major >= 24 || (major === 22 && minor >= 13) || (major === 20 && minor >= 19)) return null
  return (
    `Frogwalk needs Node 20.19 or later (20, 22.13 or a later 22, or 24), and this is Node ${version}: ` +
    'install a newer Node (Debian: apt-get install nodejs; with nvm: `nvm install`) and start again.'
  )
}

/** Stops this process with that sentence when its Node is not one Frogwalk runs on. */
export function exitUnlessSupported() {
  const problem = nodeVersionProblem(process.versions.node)
  if (!problem) return
  console.error(problem)
  process.exit(1)
}
