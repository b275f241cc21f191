/** The part of autocannon's programmatic API the benches use (the package ships no types). */
declare module 'autocannon' {
  type TAutocannonOptions = {
    url: string;
    connections?: number;
    duration?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    headers?: Record<string, string>;
  };
  type TAutocannonResult = {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; max: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  const autocannon: (options: TAutocannonOptions) => Promise<TAutocannonResult>;
  export default autocannon;
}
