/**
 * `cn()` joins class names, as in shadcn/ui. Unlike theirs it does not resolve Tailwind conflicts
 * (tailwind-merge would, at a cost in bytes and in a phone's main thread before the page answers a
 * tap: docs/performance.md, 2026-11-25). So a component never lets a caller's class override one of its own: it offers
 * a prop for what may change (`Container`'s `width`), and callers add classes for other
 * properties only.
 */
export { clsx as cn } from 'clsx'
