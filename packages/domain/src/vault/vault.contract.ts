/** A client's document vault: folders and documents, shared with the adviser (spec 3 §7). */
export const vaultEndpoints = {};
