import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/**
 * Joins class names and resolves Tailwind conflicts: of two utilities for the same property the
 * later one wins, so a caller's `className` overrides a component's default on purpose (Tailwind
 * itself orders conflicting utilities by its own rules, not by their place in the string).
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}
