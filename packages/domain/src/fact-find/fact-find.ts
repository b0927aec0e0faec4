/** The fact find's domain in one import: enumerations, schemas, save rules, guidance, change list, audit and contract. */
export * from './fact-find.audit.ts';
export * from './fact-find.changes.ts';
export * from './fact-find.contract.ts';
export * from './fact-find.enums.ts';
export * from './fact-find.figures.ts';
export * from './fact-find.guidance.ts';
export * from './fact-find.messages.ts';
export * from './fact-find.rules.ts';
export * from './fact-find.schemas.ts';
export * from './fact-find.views.ts';
export * from './fact-find-home.contract.ts';
