import { signInBody } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

/**
 * The sign-in forms' shared rules (the server's own), and the sign-in call with its contract: loaded with the first
 * check of a field or the first Sign in rather than with the page, so the sign-in page paints and settles without the
 * validation library (issue 19). The forms reach them through `loadSignInRules`.
 */
export const credentialsSchema = signInBody.omit({ otp_code_token: true });
export const otpSchema = z.object({ otp_code_token: signInBody.shape.otp_code_token.unwrap() });
export const credentialsResolver = zodResolver(credentialsSchema);
export const otpResolver = zodResolver(otpSchema);
export { signIn } from './auth.api.ts';
