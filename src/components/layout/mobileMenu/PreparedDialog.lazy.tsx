import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { useMemo, useRef } from 'react'

import { DialogPartsContext, type LoadedDialogProps } from './dialogParts'

/**
 * The part of a PreparedDialog that is loaded on demand: Headless UI's Dialog, which traps focus,
 * closes on Escape and on a click outside its panel, and makes the rest of the page inert while
 * open. Its parts (panel, title) reach the content through a context.
 *
 * The dialog is `static`: it shows and hides itself (`hidden`), so Headless UI skips the
 * transition it otherwise wraps every controlled dialog in, even one without animation, whose
 * extra renders lengthened each tap (docs/performance.md, 2026-11-23). With `keepContent` its
 * content stays rendered but hidden while closed: an opening only updates what is there instead of
 * building Headless UI's whole tree again. Without it, a closed dialog is an empty shell.
 */
export default function LoadedDialog({
  open,
  onClose,
  keepContent,
  onShown,
  className,
  children,
}: LoadedDialogProps) {
  const initialFocus = useRef<HTMLButtonElement>(null)
  const parts = useMemo(
    () => ({ Panel: DialogPanel, Title: DialogTitle, open, close: onClose, initialFocus, onShown }),
    [open, onClose, onShown],
  )
  return (
    <Dialog
      static
      open={open}
      onClose={onClose}
      initialFocus={initialFocus}
      hidden={!open}
      className={className}
    >
      <DialogPartsContext value={parts}>{open || keepContent ? children : null}</DialogPartsContext>
    </Dialog>
  )
}
