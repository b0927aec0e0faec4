export * from './audit.ts';
export * from './auth.ts';
export * from './captcha.ts';
export * from './cases.ts';
export * from './mail.ts';
export * from './notifications.ts';
export * from './people.ts';
export * from './practice.ts';
