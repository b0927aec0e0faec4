/** The demo password every benchmark starts the product with. */
export const benchPassword = 'Bench-Portal-2026!';

export type BenchSession = { origin: string; cookie: string; csrf: string };

/** Signs in as a demo user the way the browser does: CSRF cookie first, then the sign-in call. */
export async function signInAs(origin: string, email: string): Promise<BenchSession> {
  const first = await fetch(`${origin}/api/v1/practice`);
  const csrf = /csrf_token=([^;]+)/u.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const response = await fetch(`${origin}/api/v1/users/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie: `csrf_token=${csrf}` },
    body: JSON.stringify({ email, password: benchPassword }),
  });
  const sid = /sid=([^;]+)/u.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!sid) throw new Error(`sign-in failed: ${response.status}`);
  const sessionCsrf = /csrf_token=([^;]+)/u.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? csrf;
  return { origin, cookie: `sid=${sid}; csrf_token=${sessionCsrf}`, csrf: sessionCsrf };
}

/** Signs in as the demo director. */
export const signInAsDirector = (origin: string): Promise<BenchSession> => signInAs(origin, 'director@demo.test');
