/** Reading the operator's settings from environment variables. */

export type Environment = Record<string, string | undefined>

/**
 * A whole number of at least `minimum`, or `fallback` when unset. A value that cannot be right
 * stops the process with the variable's name, rather than being guessed at.
 */
export function wholeNumber(
  environment: Environment,
  name: string,
  fallback: number,
  minimum: number,
) {
  const raw = environment[name]?.trim()
  if (!raw) return fallback
  const value = Number(raw)
  if (!Number.isSafeInteger(value) || value < minimum)
    throw new Error(`${name} must be a whole number of at least ${minimum}, not "${raw}"`)
  return value
}
