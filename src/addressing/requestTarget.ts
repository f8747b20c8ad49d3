/**
 * Reads the target of an HTTP request line (RFC 9112, section 3.2) without `new URL`, which throws
 * on some inputs and reads `//host/path` as a host. The rules are nginx's, so that the Node server
 * and the nginx configuration see the same path for every target a client can send:
 *
 * - origin-form `/path?query` and absolute-form `scheme://authority/path?query` (the authority is
 *   ignored); anything else, such as `*` or `path`, is a bad request;
 * - the target ends at the first `#`;
 * - the path is percent-decoded, repeated slashes are merged and `.` and `..` segments resolved;
 *   a malformed escape, an encoded NUL or a `..` above the root is a bad request.
 */
export type RequestTarget = {
  /** The path as sent (up to `?` or `#`), for telling canonical addresses from other spellings. */
  rawPath: string
  /** The path that names the resource: decoded and normalised. */
  path: string
  /** What follows the first `?`, as sent; undefined when there is no `?`. */
  query: string | undefined
}

const absoluteForm = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/

export function parseRequestTarget(target: string): RequestTarget | undefined {
  let rest = target
  const scheme = absoluteForm.exec(rest)
  if (scheme) {
    rest = rest.slice(scheme[0].length)
    // `http://host` names the root; `http://host#x` is no target at all (nginx agrees).
    if (rest === '') rest = '/'
    else if (rest.startsWith('#')) return undefined
  } else if (!rest.startsWith('/')) {
    return undefined
  }
  const hash = rest.indexOf('#')
  if (hash !== -1) rest = rest.slice(0, hash)
  const questionMark = rest.indexOf('?')
  const rawPath = questionMark === -1 ? rest : rest.slice(0, questionMark)
  const query = questionMark === -1 ? undefined : rest.slice(questionMark + 1)
  const decoded = percentDecode(rawPath)
  const path = decoded === undefined ? undefined : removeDotSegments(decoded)
  return path === undefined ? undefined : { rawPath, path, query }
}

/** Decodes `%XX` escapes byte by byte (latin1 keeps every byte one character); undefined if malformed. */
function percentDecode(raw: string): string | undefined {
  if (!raw.includes('%')) return raw
  let decoded = ''
  for (let index = 0; index < raw.length; index += 1) {
    const character = raw[index]!
    if (character !== '%') {
      decoded += character
      continue
    }
    const hex = raw.slice(index + 1, index + 3)
    if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return undefined
    const code = Number.parseInt(hex, 16)
    if (code === 0) return undefined
    decoded += String.fromCharCode(code)
    index += 2
  }
  return decoded
}

/** Merges slashes and resolves `.` and `..`; undefined when `..` climbs above the root. */
function removeDotSegments(path: string): string | undefined {
  const segments = path.split('/').slice(1)
  const kept: string[] = []
  for (const segment of segments) {
    if (segment === '..') {
      if (kept.length === 0) return undefined
      kept.pop()
    } else if (segment !== '' && segment !== '.') {
      kept.push(segment)
    }
  }
  // A last segment that is empty, `.` or `..` leaves a directory: `/services/.` is `/services/`.
  const endsInDirectory = ['', '.', '..'].includes(segments.at(-1) ?? '')
  const joined = `/${kept.join('/')}`
  return endsInDirectory && kept.length > 0 ? `${joined}/` : joined
}
