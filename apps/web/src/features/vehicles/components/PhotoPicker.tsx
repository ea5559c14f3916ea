import { ActionIcon, Badge, Button, Card, FileButton, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { IMAGE_ACCEPT, IMAGE_MESSAGES, IMAGE_TYPES, MAX_PHOTOS, PHOTO_RULES } from '@school-portal/contract';

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
  const add = (files: File[]) => {
    const room = MAX_PHOTOS - photos.length;
    const accepted: PickedPhoto[] = [];
    for (const file of files) {
      if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) onReject(IMAGE_MESSAGES.notAnImage(file.name));
      else if (file.size > PHOTO_RULES.maxBytes) onReject(IMAGE_MESSAGES.tooLarge(file.name, MAX_MB));
      else if (accepted.length >= room) onReject(`At most ${MAX_PHOTOS} photos: ${file.name} was left out.`);
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
            Photos{' '}
            <Text span c="red">
              *
            </Text>
          </Text>
          <Text size="xs" c="dimmed">
            1 to {MAX_PHOTOS} photos, JPEG, PNG or WebP, at most {MAX_MB} MB each. The first one is shown on the ad's card.
          </Text>
        </div>
        <FileButton onChange={add} accept={IMAGE_ACCEPT} multiple>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconPhotoPlus size={16} />} disabled={photos.length >= MAX_PHOTOS}>
              Add photos
            </Button>
          )}
        </FileButton>
      </Group>
      {photos.length > 0 ? (
        <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }} spacing="sm">
          {photos.map((photo, i) => (
            <Card key={photo.id} withBorder padding={4} radius="sm">
              <Image src={photo.src} alt={`Photo ${i + 1}`} h={96} fit="cover" radius="sm" />
              <Group justify="space-between" gap={2} mt={4} wrap="nowrap">
                {i === 0 ? (
                  <Badge size="xs" variant="light">
                    Main
                  </Badge>
                ) : (
                  <Text size="xs" c="dimmed">
                    {i + 1}
                  </Text>
                )}
                <Group gap={2} wrap="nowrap">
                  <ActionIcon variant="subtle" size="sm" aria-label={`Move photo ${i + 1} earlier`} disabled={i === 0} onClick={() => move(i, -1)}>
                    <IconArrowLeft size={14} />
                  </ActionIcon>
                  <ActionIcon variant="subtle" size="sm" aria-label={`Move photo ${i + 1} later`} disabled={i === photos.length - 1} onClick={() => move(i, 1)}>
                    <IconArrowRight size={14} />
                  </ActionIcon>
                  <ActionIcon variant="subtle" color="red" size="sm" aria-label={`Remove photo ${i + 1}`} onClick={() => remove(i)}>
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
