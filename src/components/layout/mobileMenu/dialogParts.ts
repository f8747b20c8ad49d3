/**
 * What a PreparedDialog (./PreparedDialog.tsx) and its part loaded on demand
 * (./PreparedDialog.lazy.tsx) share: the loaded part's props, and the context through which it
 * hands Headless UI's parts to the content.
 */
import {
  createContext,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react'

/** What ./PreparedDialog.lazy.tsx renders the dialog from. */
export type LoadedDialogProps = {
  open: boolean
  onClose: () => void
  /** Whether the content stays rendered, hidden, while the dialog is closed. */
  keepContent: boolean
  /** Called in the frame in which the open dialog's panel appears. */
  onShown: () => void
  className?: string
  children: ReactNode
}

/** What the loaded dialog gives its parts: Headless UI's own, and how to close it. */
export type DialogParts = {
  Panel: ComponentType<{
    className?: string
    onClickCapture: (event: MouseEvent) => void
    children: ReactNode
  }>
  Title: ComponentType<{ className?: string; children: ReactNode }>
  open: boolean
  close: () => void
  /** The control that has focus when the dialog opens. */
  initialFocus: RefObject<HTMLButtonElement | null>
  /** For the panel, once it appears open. */
  onShown: () => void
}

export const DialogPartsContext = createContext<DialogParts | null>(null)
