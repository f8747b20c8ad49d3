import { createLink, type LinkComponent } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, Ref } from 'react'
import { cn } from '@/lib/utils'

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 shadow-sm',
  secondary: 'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
  onDark: 'bg-white text-brand-900 hover:bg-brand-50 shadow-sm',
  outlineOnDark: 'border border-white/80 text-white hover:bg-white/10',
} as const

type ButtonAnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  variant?: keyof typeof variants
  ref?: Ref<HTMLAnchorElement>
}

function ButtonAnchor({
  variant = 'primary',
  className,
  ref,
  children,
  ...props
}: ButtonAnchorProps) {
  return (
    <a
      ref={ref}
      className={cn(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold transition-colors motion-reduce:transition-none',
        variants[variant],
        className,
      )}
      {...props}
    >
      {children}
    </a>
  )
}

const CreatedButtonLink = createLink(ButtonAnchor)

/** A router link that looks like a button: typed `to`, and `?lang` kept like every other link. */
export const ButtonLink: LinkComponent<typeof ButtonAnchor> = (props) => (
  <CreatedButtonLink preload="intent" {...props} />
)
