import { clsx, type ClassValue } from 'clsx'
import { createTailwindMerge, getDefaultConfig } from 'tailwind-merge'

let classMergeConfig: ReturnType<typeof getDefaultConfig> | undefined
const readClassMergeConfig = () => (classMergeConfig ??= getDefaultConfig())
/** tailwind-merge's own `twMerge`, with its config kept here so that it can be built ahead. */
const twMerge = createTailwindMerge(readClassMergeConfig)

/**
 * Joins class names and resolves Tailwind conflicts: of two utilities for the same property the
 * later one wins, so a caller's `className` overrides a component's default on purpose (Tailwind
 * itself orders conflicting utilities by its own rules, not by their place in the string).
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}

/**
 * The class merger builds its config and then its lookup tables on first use, which together
 * would block a slow phone for longer than a long task. The entry runs these steps ahead of
 * hydration, each in a task of its own, rather than mid-render.
 */
export const classMergeWarmUpSteps: ReadonlyArray<() => void> = [readClassMergeConfig, () => cn()]
