/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module "autocannon" {
  namespace autocannon {
    type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
    type RequestSpec = Request & {
      setupRequest?: (request: Request) => Request;
      onResponse?: (status: number, body: string) => void;
    };
    type Options = {
      url: string;
      connections?: number;
      duration?: number;
      requests?: RequestSpec[];
    };
    type Histogram = { average: number; p99: number; p50: number; max: number };
    type Result = {
      requests: Histogram & { total: number };
      latency: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      "2xx": number;
    };
  }
  function autocannon(
    options: autocannon.Options,
    callback: (error: Error | null, result: autocannon.Result) => void,
  ): void;
  export default autocannon;
}
