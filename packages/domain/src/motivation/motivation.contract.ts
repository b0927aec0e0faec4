/** A client's motivation centre: links, PDFs and image galleries, with comments (spec 1 §7). */
export const motivationEndpoints = {};
