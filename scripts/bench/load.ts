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

/**
 * Inquiries posted as fast as `inquiryConnections` clients can (each one different, so that each is
 * stored, not taken for a repeat), while other clients load a page: how many inquiries the server
 * stores per second, and what that does to the pages' latency.
 */
export const inquiryConnections = 8

export async function measureInquiryLoad({
  endpoint,
  pageUrl,
  seconds,
}: {
  endpoint: string
  pageUrl: string
  seconds: number
}): Promise<{ inquiries: LoadMeasurement; pagesMeanwhile: LoadMeasurement }> {
  let sent = 0
  const inquiries = autocannon({
    url: endpoint,
    connections: inquiryConnections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        setupRequest: (request) => ({
          ...request,
          body: new URLSearchParams({
            name: 'Benchmark',
            email: 'bench@example.org',
            message: `Benchmark inquiry ${(sent += 1)}`,
            gdprConsent: 'on',
          }).toString(),
        }),
      },
    ],
  })
  const pages = measureLoad({ url: pageUrl, seconds })
  const [inquiryResult, pagesMeanwhile] = await Promise.all([inquiries, pages])
  return {
    inquiries: {
      requestsPerSecond: inquiryResult.requests.average,
      p50: inquiryResult.latency.p50,
      p99: inquiryResult.latency.p99,
      failures: inquiryResult.errors + inquiryResult.non2xx,
    },
    pagesMeanwhile,
  }
}
