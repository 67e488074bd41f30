// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p99: number }
  type Result = { requests: Histogram; latency: Histogram; errors: number; timeouts: number; non2xx: number }
  type Request = {
    method: 'GET'
    path: string
    headers?: Record<string, string>
    /** Told of each answer, with its headers as sent (names as the server wrote them). */
    onResponse?: (status: number, body: string, context: unknown, headers: Record<string, string | string[]>) => void
  }
  /** Runs for `duration` seconds, or until `amount` requests were sent; `requests` are sent in turn. */
  export default function autocannon(options: {
    url: string
    connections: number
    duration?: number
    amount?: number
    headers?: Record<string, string>
    requests?: Request[]
  }): Promise<Result>
}
