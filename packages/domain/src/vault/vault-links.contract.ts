/** Share links to one vault document for someone outside the portal, and document requests. */
export const vaultLinksEndpoints = {};
