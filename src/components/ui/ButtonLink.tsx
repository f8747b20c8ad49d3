import { createLink, type LinkComponent } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, Ref } from 'react'

import { cn } from '@/app/cn'

import { buttonVariants, type ButtonVariantProps } from './buttonVariants'

type ButtonAnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> &
  ButtonVariantProps & { ref?: Ref<HTMLAnchorElement> }

function ButtonAnchor({ variant, size, className, ref, children, ...props }: ButtonAnchorProps) {
  return (
    <a ref={ref} className={cn(buttonVariants({ variant, size }), className)} {...props}>
      {children}
    </a>
  )
}

const CreatedButtonLink = createLink(ButtonAnchor)

/** A router link that looks like a button: typed `to`, and `?lang` kept like every other link. */
export const ButtonLink: LinkComponent<typeof ButtonAnchor> = (props) => (
  <CreatedButtonLink preload="intent" {...props} />
)
