/** What the server says of an image it refuses; `name` is the file's name, or the field's when it has none. */
export const IMAGE_MESSAGES = {
  notAnImage: (name: string) => `${name} is not a JPEG, PNG or WebP image.`,
  tooLarge: (name: string, maxMb: number) => `${name} is larger than ${maxMb} MB.`,
  tooManyPixels: (name: string, maxMegapixels: number) => `${name} is larger than ${maxMegapixels} megapixels.`,
  unreadable: (name: string) => `${name} could not be read: the file is damaged or incomplete.`,
  notFound: 'Image not found.',
} as const;
