import { icu, type IcuText } from '../i18n/icu-text.ts';

/** What the server says of an image it refuses; `name` is the file's name, or its place in the form ("Photo 2", in the reader's language) when it has none. */
type Name = string | IcuText;

export const IMAGE_MESSAGES = {
  notAnImage: (name: Name) => icu(/*i18n*/ '{name} is not a JPEG, PNG or WebP image.', { name }),
  tooLarge: (name: Name, maxMb: number) => icu(/*i18n*/ '{name} is larger than {maxMb} MB.', { name, maxMb }),
  tooManyPixels: (name: Name, maxMegapixels: number) =>
    icu(/*i18n*/ '{name} is larger than {maxMegapixels} megapixels.', { name, maxMegapixels }),
  unreadable: (name: Name) => icu(/*i18n*/ '{name} could not be read: the file is damaged or incomplete.', { name }),
  notFound: /*i18n*/ 'Image not found.',
} as const;
