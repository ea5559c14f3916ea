import { useEffect, useState } from 'react';
import { Avatar, Badge, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconUpload } from '@tabler/icons-react';
import type { PictureRules } from '@school-portal/contract';
import { t, useT } from '../../../lib/i18n';

// eslint-disable-next-line lingui/no-unlocalized-strings -- the file types the picker offers, not a text
const ACCEPT = 'image/png,image/jpeg';
const ALLOWED = /\.(jpe?g|png)$/i;

interface PictureInputProps {
  /** The picture's address, or a chosen file's preview. */
  value: string | null;
  name: string;
  rules: PictureRules;
  saving?: boolean;
  /** Set after a successful upload; the "Updated" tick shows for 3 s. */
  savedAt?: number | null;
  /** A file that passed the type and size checks, with a data URL of it for a preview or an upload. */
  onPick: (file: File, dataUrl: string) => void;
  onReject: (message: string) => void;
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error(t(/*i18n*/ 'Could not read the file')));
    reader.onerror = () => reject(reader.error ?? new Error(t(/*i18n*/ 'Could not read the file')));
    reader.readAsDataURL(file);
  });

/** A profile picture with a button to change it; type and size are checked before upload (the server checks again). */
export function PictureInput({
  value,
  name,
  rules,
  saving = false,
  savedAt = null,
  onPick,
  onReject,
}: PictureInputProps) {
  const t = useT();
  const [showTick, setShowTick] = useState(false);
  useEffect(() => {
    if (!savedAt) return;
    setShowTick(true);
    const timer = setTimeout(() => setShowTick(false), 3000);
    return () => clearTimeout(timer);
  }, [savedAt]);

  const pick = async (file: File | null) => {
    if (!file) return;
    if (!ALLOWED.test(file.name) || !ACCEPT.split(',').includes(file.type)) return onReject(rules.typeMessage);
    if (file.size > rules.maxBytes) return onReject(rules.sizeMessage);
    onPick(file, await readAsDataUrl(file));
  };

  return (
    <Group gap="lg" align="center">
      <Avatar
        src={value}
        alt={value ? t(/*i18n*/ 'Profile picture of {name}', { name }) : undefined}
        size={96}
        radius={96}
        color="blue"
      >
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Stack gap={6}>
        <FileButton onChange={(f) => void pick(f)} accept={ACCEPT}>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconUpload size={16} />} loading={saving}>
              {t(/*i18n*/ 'Change picture')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t(/*i18n*/ 'JPG, JPEG or PNG, at most {size} MB', { size: Math.round(rules.maxBytes / 1048576) })}
        </Text>
        {showTick ? (
          <Badge color="teal" variant="light" leftSection={<IconCheck size={12} />} role="status">
            {t(/*i18n*/ 'Updated')}
          </Badge>
        ) : null}
      </Stack>
    </Group>
  );
}
