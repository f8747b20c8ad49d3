/** The two widths every layout is checked at: a small phone and a laptop. */
export const viewports = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const

export type ViewportName = keyof typeof viewports
