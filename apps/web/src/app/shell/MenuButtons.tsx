import { type FocusEvent, startTransition, Suspense, useState } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import type { Session } from '../../lib/session';
import { BellButton, UnreadIndicator } from '../../features/notifications/components/Bell';
import { useNotifications } from '../../features/notifications/api/get-notifications';
import { AvatarButton } from './AvatarButton';

/*
 * The notifications panel and the user menu need the positioning library and the menu components, about
 * as much code as the rest of the shell. The top bar draws their buttons alone and loads the menus when a
 * button is first reached (pointer over it, focus, touch), so a phone's first screen neither downloads nor
 * runs them. A button pressed before its menu arrived opens it on arrival, and a button that held the
 * keyboard's focus hands it to the menu's own button, which takes its place.
 */
const NotificationsMenu = lazyPart(
  async () => (await import('../../features/notifications/components/NotificationsMenu')).NotificationsMenu,
);
const UserMenu = lazyPart(async () => (await import('./UserMenu')).UserMenu);

type Opened = 'notifications' | 'user' | null;

export function MenuButtons({ session }: { session: Session }) {
  const [wanted, setWanted] = useState(false);
  const [pressed, setPressed] = useState<Opened>(null);
  const [focused, setFocused] = useState<Opened>(null);

  // In a transition, React keeps the drawn buttons (and the focus in one of them) until the menus have
  // arrived, instead of swapping in the fallback's own copy of them at once.
  const reach = () => startTransition(() => setWanted(true));
  const placeholders = (
    <PlaceholderButtons session={session} onReach={reach} onPress={setPressed} onFocusChange={setFocused} />
  );
  return (
    <Suspense fallback={placeholders}>
      {wanted ? (
        <>
          <NotificationsMenu
            userId={session.userId}
            pressed={pressed === 'notifications'}
            autoFocus={focused === 'notifications'}
          />
          <UserMenu session={session} pressed={pressed === 'user'} autoFocus={focused === 'user'} />
        </>
      ) : (
        placeholders
      )}
    </Suspense>
  );
}

interface PlaceholderProps {
  session: Session;
  onReach: () => void;
  onPress: (menu: Opened) => void;
  onFocusChange: (menu: Opened) => void;
}

/** The two buttons as the menus draw them, before the menus' code has arrived. */
function PlaceholderButtons({ session, onReach, onPress, onFocusChange }: PlaceholderProps) {
  const { data: notifications = [] } = useNotifications(session.userId);
  const unread = notifications.filter((n) => !n.read).length;
  const reach = (menu: Opened) => ({
    onPointerEnter: onReach,
    onTouchStart: onReach,
    onFocus: () => {
      onFocusChange(menu);
      onReach();
    },
    // Focus that went elsewhere has a new holder; focus lost because this button was replaced has none.
    onBlur: (event: FocusEvent<HTMLButtonElement>) => {
      if (event.relatedTarget) onFocusChange(null);
    },
  });
  // Pressed counts from the pointer going down: the menu may arrive and take the button's place before the click.
  const press = (menu: Opened) => {
    const pressed = () => {
      onPress(menu);
      onReach();
    };
    return { onPointerDown: pressed, onClick: pressed };
  };
  return (
    <>
      <UnreadIndicator unread={unread}>
        <BellButton unread={unread} {...reach('notifications')} {...press('notifications')} />
      </UnreadIndicator>
      <AvatarButton name={session.name || session.userId} {...reach('user')} {...press('user')} />
    </>
  );
}
