/**
 * The headers every answer carries, pages, assets, API calls, errors and 404s alike, as an
 * exchange's edge adds them (the page server on its own answers, the sandbox on all of its): no content sniffing (a JSON answer or an uploaded
 * text is never run as a script or a page) and no full address in the Referer sent elsewhere
 * (addresses may carry a token or a redirect).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * `res` with the security headers set. Answers whose headers cannot change (a redirect made by
 * `Response.redirect`, an answer passed through from `fetch`) are copied first.
 */
export function withSecurityHeaders(res: Response): Response {
  try {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.headers.set(name, value);
    return res;
  } catch {
    const copy = new Response(res.body, res);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) copy.headers.set(name, value);
    return copy;
  }
}
