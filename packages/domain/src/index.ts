export * from './auth/auth.schemas.ts';
export * from './auth/password.ts';
export * from './notifications/notifications.schemas.ts';
export * from './practice/practice.schemas.ts';
export * from './shared/errors.ts';
export * from './shared/fields.ts';
export * from './shared/messages.ts';
export * from './shared/roles.ts';
