/** A client's messages: client notes and practice notes, unread counts, messages to many clients (spec 1 §7). */
export const messagesEndpoints = {};
