import type { Config } from 'tailwindcss'

export default {
  content: ['./src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        // Brand teal: white text on 700 and up passes WCAG AA (>= 4.5:1).
        brand: {
          50: '#effaf8',
          100: '#d7f2ed',
          200: '#b1e4db',
          500: '#1f9f8d',
          600: '#137f71',
          700: '#0f665b',
          800: '#0e514a',
          900: '#0c433d',
          950: '#052723',
        },
        accent: {
          300: '#fcc77a',
          400: '#f9ab3e',
          500: '#f28c16',
        },
      },
      fontFamily: {
        // A system stack: no font request at all, and no font file to wait for.
        sans: [
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          '"Helvetica Neue"',
          'Arial',
          'sans-serif',
        ],
      },
    },
  },
} satisfies Config
