import redaxios, { type Options, type Response } from 'redaxios';

/** The one place redaxios is used: a request with an abort signal, answering the raw text. */
export interface HttpRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  params?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

export interface HttpResponse {
  status: number;
  text: string;
  /** The answer's headers the page may read, by lower-case name (the exchange's clock). */
  headers?: Record<string, string>;
}

export type HttpTransport = (request: HttpRequest) => Promise<HttpResponse>;

/** Thrown when no HTTP answer arrived at all (offline, refused, aborted). */
export class TransportError extends Error {
  override name = 'TransportError';
}

/** Thrown when the call's deadline passed with no answer (SPEC §9), counted by the transport. */
export class TransportTimeout extends TransportError {
  override name = 'TransportTimeout';
}

export const redaxiosTransport: HttpTransport = async (request) => {
  const signal = request.signal;
  try {
    const response = await (redaxios as unknown as (options: Options) => Promise<Response<string>>)(
      {
        url: request.url,
        method: request.method === 'GET' ? 'get' : 'post',
        headers: request.headers,
        params: request.params,
        data: request.body,
        responseType: 'text',
        // redaxios does not forward an abort signal itself; its fetch hook lets us.
        fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, { ...init, signal }),
        validateStatus: () => true,
      },
    );
    // redaxios parses JSON when it can; a body it could not parse stays the raw text.
    const data: unknown = response.data;
    return {
      status: response.status,
      text: typeof data === 'string' ? data : JSON.stringify(data),
      headers: headersOf(response.headers),
    };
  } catch (error) {
    if (signal?.aborted) throw signal.reason ?? new TransportError('aborted');
    throw new TransportError(error instanceof Error ? error.message : 'Network Error');
  }
};

/** Fetch's headers as a plain record; names are already lower case. */
function headersOf(headers: Headers | undefined): Record<string, string> {
  const record: Record<string, string> = {};
  headers?.forEach((value, name) => {
    record[name] = value;
  });
  return record;
}
