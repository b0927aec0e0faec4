/** A client's identification: personal details, identity documents, section locks, physical copies (spec 3 §7). */
export const identityEndpoints = {};
