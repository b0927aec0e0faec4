/** Texts of signing in, tokens and one's own account, that the server answers with and the web app shows (en-GB). */
export const accountMessages = {
  'account.passwordChanged': 'Your password has been changed.',
  'account.emailChangeSent': 'Check the new inbox: we sent a link to confirm the address.',
  'account.authenticatorOn': 'Two-factor authentication with an authenticator app is on.',
  'account.twoFactorOff': 'Two-factor authentication is off.',
  'account.emailCodesOn': 'Sign-in codes will come by e-mail.',
  'account.activeAgain': 'The account is active again.',
  'account.unlocked': 'The account is unlocked.',
  'account.notLocked': 'The account was not locked.',
  'account.sameEmail': 'This is already your e-mail address.',
  'account.authenticatorSetupFirst': 'Start the authenticator setup first.',
  'account.cannotDeactivate': 'You cannot deactivate this account.',
  'account.alreadyDeactivated': 'This account is already deactivated.',
  'account.notDeactivated': 'This account is not deactivated.',
  'account.cannotInvite': 'You cannot invite this person.',
  'account.alreadyConfirmed': 'This account is already confirmed.',
  'account.deactivated': 'This account is deactivated.',
  'account.virtualBackgroundSaved': 'Your virtual background is saved. It shows behind you when you choose it in a meeting.',
  'auth.resetLinkSent': 'If the e-mail has an account, a reset link is on its way.',
  'auth.passwordReset': 'Your password has been changed. Sign in with your new password.',
  'auth.emailConfirmed': 'Your e-mail is confirmed. Sign in with your e-mail and password.',
  'auth.accountConfirmed': 'Your account is confirmed. Sign in with your e-mail and new password.',
  'auth.newEmailConfirmed': 'Your new e-mail address is confirmed.',
  'auth.authenticatorResetSent': 'If the e-mail uses an authenticator app, a reset link is on its way.',
  'auth.authenticatorReset': 'The authenticator app is turned off. Sign-in codes will now come by e-mail.',
  'auth.wrongPassword': 'The password is not correct.',
  'token.authenticatorResetExpired': 'This reset link has expired. Ask for a new one.',
  'token.authenticatorResetUsed': 'This reset link was already used.',
} as const;

/** What GET /users/password answers for a usable reset link: a word for the caller to check, not a text shown to anyone. */
export const tokenCheckAnswer = 'valid';
