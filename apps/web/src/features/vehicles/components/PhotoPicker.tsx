import { ActionIcon, Badge, Button, Card, FileButton, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { IMAGE_ACCEPT, IMAGE_TYPES, MAX_PHOTOS, PHOTO_RULES } from '@school-portal/contract';
import { useT } from '../../../lib/i18n';

/** A photo in the form: one the ad has (by key) or a file just picked, with what the preview shows. */
export type PickedPhoto = { id: string; src: string } & ({ kind: 'kept'; key: string } | { kind: 'new'; file: File });

interface PhotoPickerProps {
  photos: PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  error?: string | null;
  onReject: (message: string) => void;
}

const MAX_MB = Math.round(PHOTO_RULES.maxBytes / 1_048_576);

/**
 * Up to ten photos with previews; the first is the one cards show. Type and size are checked here
 * first to save an upload, and again by the server, which reads the type from the content.
 */
export function PhotoPicker({ photos, onChange, error, onReject }: PhotoPickerProps) {
  const t = useT();
  const add = (files: File[]) => {
    const room = MAX_PHOTOS - photos.length;
    const accepted: PickedPhoto[] = [];
    for (const file of files) {
      if (!(IMAGE_TYPES as readonly string[]).includes(file.type))
        onReject(t(/*i18n*/ '{name} is not a JPEG, PNG or WebP image.', { name: file.name }));
      else if (file.size > PHOTO_RULES.maxBytes)
        onReject(t(/*i18n*/ '{name} is larger than {maxMb} MB.', { name: file.name, maxMb: MAX_MB }));
      else if (accepted.length >= room)
        onReject(t(/*i18n*/ 'At most {max} photos: {name} was left out.', { max: MAX_PHOTOS, name: file.name }));
      else accepted.push({ id: crypto.randomUUID(), kind: 'new', file, src: URL.createObjectURL(file) });
    }
    onChange([...photos, ...accepted]);
  };
  const remove = (index: number) => {
    const photo = photos[index]!;
    if (photo.kind === 'new') URL.revokeObjectURL(photo.src);
    onChange(photos.filter((_, i) => i !== index));
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...photos];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onChange(next);
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Text fw={500} size="sm">
            {t(/*i18n*/ 'Photos')}{' '}
            <Text span c="red">
              *
            </Text>
          </Text>
          <Text size="xs" c="dimmed">
            {t(
              /*i18n*/ "1 to {max} photos, JPEG, PNG or WebP, at most {maxMb} MB each. The first one is shown on the ad's card.",
              { max: MAX_PHOTOS, maxMb: MAX_MB },
            )}
          </Text>
        </div>
        <FileButton onChange={add} accept={IMAGE_ACCEPT} multiple>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconPhotoPlus size={16} />}
              disabled={photos.length >= MAX_PHOTOS}
            >
              {t(/*i18n*/ 'Add photos')}
            </Button>
          )}
        </FileButton>
      </Group>
      {photos.length > 0 ? (
        <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }} spacing="sm">
          {photos.map((photo, i) => (
            <Card key={photo.id} withBorder padding={4} radius="sm">
              <Image src={photo.src} alt={t(/*i18n*/ 'Photo {n}', { n: i + 1 })} h={96} fit="cover" radius="sm" />
              <Group justify="space-between" gap={2} mt={4} wrap="nowrap">
                {i === 0 ? (
                  <Badge size="xs" variant="light">
                    {t(/*i18n*/ 'Main')}
                  </Badge>
                ) : (
                  <Text size="xs" c="dimmed">
                    {i + 1}
                  </Text>
                )}
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    aria-label={t(/*i18n*/ 'Move photo {n} earlier', { n: i + 1 })}
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                  >
                    <IconArrowLeft size={14} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    aria-label={t(/*i18n*/ 'Move photo {n} later', { n: i + 1 })}
                    disabled={i === photos.length - 1}
                    onClick={() => move(i, 1)}
                  >
                    <IconArrowRight size={14} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="sm"
                    aria-label={t(/*i18n*/ 'Remove photo {n}', { n: i + 1 })}
                    onClick={() => remove(i)}
                  >
                    <IconTrash size={14} />
                  </ActionIcon>
                </Group>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      ) : null}
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
