/** The square 44 px control around a single icon: the menu's open and close buttons and links. */
export const iconButtonStyle =
  'inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100'
