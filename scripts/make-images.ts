// Renders the site's static images into public/ with headless Chromium: the social preview image
// per language (1200x630 JPEG) and the icon set (PNG sizes and favicon.ico) from public/favicon.svg.
// Run it after changing the headline texts or the icon: `npm run images`. The images hold no
// company name and nothing the company data decides (training, hours), so filling in the company
// data does not require a new run.
import { readFileSync, writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'

import { chromiumPath } from './lib/chromium.ts'
import { languages } from './lib/site.ts'

// The site's own translators (after ./lib/site.ts, which lets Node load the site's modules).
const { translators } = await import('../src/shared/i18n.ts')

const icon = readFileSync('public/favicon.svg', 'utf8')
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
})

async function render(html: string, width: number, height: number, type: 'png' | 'jpeg' = 'png') {
  const page = await browser.newPage({ viewport: { width, height } })
  await page.setContent(html)
  const image = await page.screenshot(
    type === 'png' ? { type, omitBackground: true } : { type, quality: 85 },
  )
  await page.close()
  return image
}

for (const language of languages) {
  const t = translators[language]
  const html = `<!doctype html><html lang="${language}"><body style="margin:0">
  <div style="box-sizing:border-box;width:1200px;height:630px;padding:80px 90px;display:flex;flex-direction:column;justify-content:space-between;
    background:linear-gradient(135deg,#0c433d,#0e514a 55%,#052723);color:#fff;font-family:system-ui,'DejaVu Sans',sans-serif">
    <div style="display:flex;align-items:center;gap:24px">
      <div style="width:88px;height:88px">${icon.replace('<svg ', '<svg width="88" height="88" ')}</div>
      <div style="font-size:30px;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:#fcc77a">${t.home.hero.eyebrow()}</div>
    </div>
    <div style="font-size:72px;font-weight:800;line-height:1.08;max-width:980px">${t.home.hero.title()}</div>
    <div style="font-size:32px;color:#d7f2ed">${t.home.tiles.bike.title()} · ${t.home.tiles.escooter.title()} · ${t.home.tiles.car.title()}</div>
  </div></body></html>`
  writeFileSync(`public/social-${language}.jpg`, await render(html, 1200, 630, 'jpeg'))
}

const iconHtml = (size: number) =>
  `<!doctype html><body style="margin:0">${icon.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`
const icons = [
  ['icon-512.png', 512],
  ['apple-touch-icon.png', 180],
] as const
for (const [name, size] of icons) {
  writeFileSync(`public/${name}`, await render(iconHtml(size), size, size))
}

// favicon.ico: one 32x32 PNG in an ICO container (header, one directory entry, the image).
const png32 = await render(iconHtml(32), 32, 32)
const header = Buffer.alloc(22)
header.writeUInt16LE(0, 0)
header.writeUInt16LE(1, 2)
header.writeUInt16LE(1, 4)
header.writeUInt8(32, 6)
header.writeUInt8(32, 7)
header.writeUInt16LE(1, 10)
header.writeUInt16LE(32, 12)
header.writeUInt32LE(png32.length, 14)
header.writeUInt32LE(22, 18)
writeFileSync('public/favicon.ico', Buffer.concat([header, png32]))

await browser.close()
const written = [
  ...languages.map((language) => `social-${language}.jpg`),
  ...icons.map(([name]) => name),
  'favicon.ico',
]
console.log(`Wrote ${written.join(', ')}`)
