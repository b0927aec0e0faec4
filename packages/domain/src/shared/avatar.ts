/** Profile photos of staff and clients: the image types taken and the largest file, checked in the browser and on the server. */
export const avatarImage = {
  mimes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
  maxBytes: 5 * 1_048_576,
} as const;
