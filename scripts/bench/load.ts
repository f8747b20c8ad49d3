// One autocannon run from loopback, with the headers a browser sends for compression.
import autocannon from 'autocannon'

export const connections = 64

export type LoadMeasurement = {
  requestsPerSecond: number
  p50: number
  p99: number
  failures: number
}

export async function measureLoad({
  url,
  seconds,
}: {
  url: string
  seconds: number
}): Promise<LoadMeasurement> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'br, gzip' },
  })
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon already counts timeouts among its errors.
    failures: result.errors + result.non2xx,
  }
}
