import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Avatar, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useT } from '../../lib/i18n';

/** The avatar's letters: the first letters of the first two words of a name. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** The user menu's button in the top bar: the signed-in user's initials. */
export const AvatarButton = forwardRef<HTMLButtonElement, { name: string } & ComponentPropsWithoutRef<'button'>>(
  function AvatarButton({ name, ...props }, ref) {
    const t = useT();
    return (
      <UnstyledButton ref={ref} {...props}>
        <Avatar color="blue" radius="xl" size={34} aria-hidden>
          {initials(name)}
        </Avatar>
        <VisuallyHidden>{t(/*i18n*/ 'User menu')}</VisuallyHidden>
      </UnstyledButton>
    );
  },
);
