// The part of autocannon 9's API the load tests and benches use (the package ships no types).
declare module 'autocannon' {
  interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: AutocannonRequest) => AutocannonRequest | undefined;
  }
  interface AutocannonOptions {
    url: string;
    connections?: number;
    amount?: number;
    duration?: number;
    /** Requests per second across all connections (a steady rate instead of as fast as possible). */
    overallRate?: number;
    timeout?: number;
    requests?: AutocannonRequest[];
  }
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
    total: number;
  }
  interface AutocannonResult {
    requests: Histogram & { sent: number };
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    '4xx': number;
    '5xx': number;
    statusCodeStats?: Record<string, { count: number }>;
  }
  /** A run: awaited for its result, or ended early with stop() (the result then covers what ran). */
  interface AutocannonInstance extends Promise<AutocannonResult> {
    stop(): void;
  }
  function autocannon(options: AutocannonOptions): AutocannonInstance;
  export default autocannon;
}
