import { cva } from 'class-variance-authority'

/**
 * The look of every link that does not look like a button (those use `buttonVariants`). The
 * current page or language is marked by the `aria-current` the link carries, so the style cannot
 * disagree with what assistive technology is told.
 */
export const linkVariants = cva('', {
  variants: {
    variant: {
      /** A link in running text. */
      inline: 'font-medium text-brand-800 underline underline-offset-4 hover:text-brand-950',
      /** On the dark footer: underlined only when pointed at. */
      onDark:
        'inline-flex min-h-6 items-center py-1 text-slate-300 hover:text-white hover:underline',
      /** The header's row of page links. */
      navigation:
        'rounded-md px-2 py-2 font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:text-brand-800 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8',
      /** The mobile menu's column of page links. */
      menu: 'block rounded-lg px-3 py-3 text-lg font-medium text-slate-800 hover:bg-slate-100 aria-[current=page]:border-l-4 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800',
      /**
       * One language of the language switch. Forced colours drop the current one's teal fill: the
       * system's selection colours mark it instead.
       */
      language:
        'inline-flex min-h-10 min-w-10 items-center justify-center rounded-md px-2 text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=true]:bg-brand-700 aria-[current=true]:text-white aria-[current=true]:forced-color-adjust-none forced-colors:aria-[current=true]:bg-[color:SelectedItem] forced-colors:aria-[current=true]:text-[color:SelectedItemText]',
    },
  },
  defaultVariants: { variant: 'inline' },
})
