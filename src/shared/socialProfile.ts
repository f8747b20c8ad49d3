/** A profile's own address: a path beyond the network's home page (`/`), which is nobody's profile. */
export function isProfileUrl(url: string): boolean {
  return URL.canParse(url) && new URL(url).pathname.replace(/\/+$/, '') !== ''
}
