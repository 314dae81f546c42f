/**
 * The Node versions Frogwalk runs on, as package.json's `engines` says: 22.13 and later on the 22 line, or
 * 24 and later. ESLint and Vitest leave out Node 23, ESLint wants 22.13 on the 22 line and the accessibility
 * check 22.12; Node 20 is past its end of life. Node 24, the active long-term release, is the one to
 * install (`.nvmrc`). Plain JavaScript that any old Node can run, so that `npm start` can say so.
 */

/** package.json's `engines.node`. */
export const SUPPORTED_NODE = '^22.13.0 || >=24'

/**
 * The sentence to stop with when Node `version` (process.versions.node, '20.19.0') is not one Frogwalk
 * runs on, or null when it is.
 * @param {string} version @returns {string | null}
 */
export function nodeVersionProblem(version) {
  const [major = 0, minor = 0] = version.split('.').map(Number)
  if (major >= 24 || (major === 22 && minor >= 13)) return null
  return (
    `Frogwalk needs Node 24 (or Node 22.13 or a later 22), and this is Node ${version}: ` +
    'install Node 24 (with nvm: `nvm install`, which reads .nvmrc) and start again.'
  )
}
