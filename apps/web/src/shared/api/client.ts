/**
 * The one way the web app talks to its API: JSON in and out, `{ error: { code, message, field } }`
 * turned into an ApiError, and the Firebase ID token as a Bearer header where a route needs it.
 * The token comes from a provider the auth feature registers, so shared code never loads Firebase.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** A 503's Retry-After in seconds: the server is busy and says when to come back. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

type TokenProvider = () => Promise<string | null>;
let tokenProvider: TokenProvider = () => Promise.resolve(null);
let onUnauthorized: () => void = () => undefined;

export function setTokenProvider(provider: TokenProvider): void {
  tokenProvider = provider;
}

/** Called when the API refuses a token (e.g. the session ended in another tab). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** true: a token is required; 'optional': sent when there is one. */
  auth?: boolean | 'optional';
  headers?: Record<string, string>;
  signal?: AbortSignal;
  keepalive?: boolean;
}

async function toApiError(response: Response): Promise<ApiError> {
  let code = 'http_error';
  let message = response.statusText || `Request failed with status ${response.status}`;
  let field: string | undefined;
  try {
    const body = (await response.json()) as {
      error?: { code?: unknown; message?: unknown; field?: unknown };
    };
    if (typeof body.error?.code === 'string') code = body.error.code;
    if (typeof body.error?.message === 'string') message = body.error.message;
    if (typeof body.error?.field === 'string') field = body.error.field;
  } catch {
    // not JSON: keep the status text
  }
  // Only the delta-seconds form: our API sends it, and a date would depend on the phone's clock.
  const retryAfter = response.headers.get('Retry-After')?.trim();
  const retryAfterSeconds = retryAfter && /^\d+$/.test(retryAfter) ? Number(retryAfter) : undefined;
  return new ApiError(response.status, code, message, field, retryAfterSeconds);
}

export async function apiFetch(path: string, options: ApiOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (options.auth) {
    const token = await tokenProvider();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    else if (options.auth === true) {
      onUnauthorized();
      throw new ApiError(401, 'unauthorized', 'Please sign in.');
    }
  }
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    keepalive: options.keepalive,
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const error = await toApiError(response);
    if (error.status === 401 && options.auth === true) onUnauthorized();
    throw error;
  }
  return response;
}

export async function apiJson<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const response = await apiFetch(path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
