import { Menu } from '@mantine/core';
import { IconCheck, IconLogout, IconSettings, IconUserCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { authApi, LANGUAGE_NAMES, UI_LANGUAGES } from '@school-portal/contract';
import { chooseAccountLanguage } from '../../lib/account-language';
import { useLanguage, useT } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { call } from '../../lib/api-client';
import { signOut, type Session } from '../../lib/session';
import { paths } from '../../lib/paths';
import { useOpenOnArrival } from '../../lib/use-open-on-arrival';
import { AvatarButton } from './AvatarButton';

export function UserMenu({
  session,
  pressed = false,
  autoFocus = false,
}: {
  session: Session;
  pressed?: boolean;
  autoFocus?: boolean;
}) {
  const [opened, setOpened, escapeCloses] = useOpenOnArrival(pressed);
  const navigate = useNavigate();
  const t = useT();
  const language = useLanguage();

  const logout = () => {
    // The server ends this session's token at once; the screen does not wait for it.
    void call(authApi.logout).catch(() => undefined);
    // The query cache empties itself when the session ends (lib/query-client.ts).
    signOut();
    // Replacing history keeps Back from returning to a signed-in screen.
    void navigate(paths.login, { replace: true });
  };

  return (
    <Menu position="bottom-end" shadow="md" width={200} opened={opened} onChange={setOpened}>
      <Menu.Target>
        <AvatarButton name={session.name || session.userId} autoFocus={autoFocus} onKeyDown={escapeCloses} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconUserCircle size={16} />} onClick={() => void navigate(paths.account)}>
          {t(/*i18n*/ 'Profile')}
        </Menu.Item>
        <Menu.Item leftSection={<IconSettings size={16} />} onClick={() => void navigate(paths.settings.index)}>
          {t(/*i18n*/ 'Settings')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>{t(/*i18n*/ 'Language')}</Menu.Label>
        {UI_LANGUAGES.map((code) => (
          <Menu.Item
            key={code}
            lang={code}
            aria-current={code === language ? 'true' : undefined}
            rightSection={code === language ? <IconCheck size={16} aria-hidden /> : null}
            onClick={() =>
              void chooseAccountLanguage(code).catch(() =>
                notify({ color: 'red', message: t(/*i18n*/ 'Your choice of language could not be saved.') }),
              )
            }
          >
            {LANGUAGE_NAMES[code]}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={logout}>
          {t(/*i18n*/ 'Logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
