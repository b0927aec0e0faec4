/** The to-do list a client shares with their staff (spec 1 §7). */
export const todosEndpoints = {};
