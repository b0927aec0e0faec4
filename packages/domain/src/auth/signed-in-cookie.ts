/**
 * A cookie the browser may read, set and cleared with the session cookie: it holds no secret, only
 * that this browser may be signed in, so the web app asks for the current user only then and a
 * signed-out visitor's page makes no request that fails.
 */
export const signedInCookie = 'signed_in';
