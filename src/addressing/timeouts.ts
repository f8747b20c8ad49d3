/** Every limit a client could otherwise stretch, in milliseconds (docs/deployment.md, "Timeouts"). */
export const timeouts = {
  /** From connection (or the previous response) to the end of the request's headers. */
  headers: 10_000,
  /** From connection to the whole request received, an inquiry's body included. */
  request: 30_000,
  /** An idle keep-alive connection is closed after this. */
  keepAlive: 5_000,
  /** A connection with no traffic in either direction, e.g. a client that stopped reading. */
  idleSocket: 30_000,
  /** How often the headers and request timeouts are checked. */
  check: 1_000,
  /** On SIGTERM, what is still in flight after this is cut off. */
  shutdown: 10_000,
} as const
