import { icu } from '../i18n/icu-text.ts';

/** What the server says of an image it refuses; `name` is the file's name, or the field's when it has none. */
export const IMAGE_MESSAGES = {
  notAnImage: (name: string) => icu('{name} is not a JPEG, PNG or WebP image.', { name }),
  tooLarge: (name: string, maxMb: number) => icu('{name} is larger than {maxMb} MB.', { name, maxMb }),
  tooManyPixels: (name: string, maxMegapixels: number) => icu('{name} is larger than {maxMegapixels} megapixels.', { name, maxMegapixels }),
  unreadable: (name: string) => icu('{name} could not be read: the file is damaged or incomplete.', { name }),
  notFound: 'Image not found.',
} as const;
