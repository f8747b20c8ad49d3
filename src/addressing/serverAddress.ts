/**
 * Where the Node server listens: `npm start` on PORT and HOST, these when they are unset. On a
 * server of the company's own (docs/go-live.md) the systemd unit has it listen on the loopback
 * address, where nginx or Caddy in front of it pass requests on.
 */
export const defaultPort = 4173
export const defaultHost = 'localhost'

/** The Node server behind nginx or Caddy on the same machine. */
export const proxiedServer = { host: '127.0.0.1', port: defaultPort } as const

/** `proxiedServer` as Caddy's `reverse_proxy` names it (and nginx's `proxy_pass`, after `http://`). */
export const proxiedServerAddress = `${proxiedServer.host}:${proxiedServer.port}`
