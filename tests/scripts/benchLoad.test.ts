// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { parseWrk } from '../../scripts/bench/load'

const output = `Running 10s test @ http://127.0.0.1:4700/services?lang=en
  1 threads and 32 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.06ms  477.39us  15.21ms   91.93%
    Req/Sec    30.52k     1.27k   32.16k    90.00%
  Latency Distribution
     50%  950.00us
     75%    1.12ms
     90%    1.39ms
     99%    2.68ms
  303606 requests in 10.00s, 1.64GB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 4
Requests/sec:  30359.51
Transfer/sec:    167.98MB
`

describe("wrk's report", () => {
  it('gives requests per second, the median and the 99th percentile in ms, and every failure', () => {
    expect(parseWrk(output)).toEqual({
      requestsPerSecond: 30359.51,
      p50: 0.95,
      p99: 2.68,
      failures: 9,
    })
  })

  it('counts no failure where wrk reports none', () => {
    const clean = output.replace(/ {2}Socket errors.*\n {2}Non-2xx.*\n/, '')
    expect(parseWrk(clean).failures).toBe(0)
  })
})
