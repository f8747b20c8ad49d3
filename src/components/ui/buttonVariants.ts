import { cva, type VariantProps } from 'class-variance-authority'

/**
 * The look of every button and of every link that looks like one (router links through
 * `ButtonLink`, `tel:` links, the menu's icon controls). A caller adds classes for other properties
 * (margins, width) with `cn()`; it does not override these (see `src/app/cn.ts`).
 */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors motion-reduce:transition-none',
  {
    variants: {
      variant: {
        // The transparent borders of the filled variants are what forced-colours mode shows as
        // their edge, where it drops every background.
        primary: 'border border-transparent bg-brand-700 text-white shadow-sm hover:bg-brand-800',
        secondary: 'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
        /** On the dark teal bands (hero, call to action). */
        onDark: 'border border-transparent bg-white text-brand-900 shadow-sm hover:bg-brand-50',
        outlineOnDark: 'border border-white/80 text-white hover:bg-white/10',
        /** No fill until pointed at: the menu's open and close controls. */
        ghost: 'text-slate-800 hover:bg-slate-100',
      },
      size: {
        default: 'min-h-11 px-5 py-2.5 text-base',
        /** A 44 px square around a single icon. */
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'primary', size: 'default' },
  },
)

export type ButtonVariantProps = VariantProps<typeof buttonVariants>
