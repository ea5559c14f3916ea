import { useEffect, useRef } from 'react';
import { ActionIcon, Button, FileButton, Group, Image, Input, Paper, Text } from '@mantine/core';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { IMAGE_ACCEPT, IMAGE_TYPES, PHOTO_RULES } from '@school-portal/contract';
import { useT } from '../lib/i18n';

/** An image of a form: one already stored (its key and address) or a file just chosen (previewed from memory). */
export interface PickedImage {
  id: string;
  url: string;
  file?: File;
}

interface ImageFilesInputProps {
  label: string;
  description?: string;
  value: PickedImage[];
  onChange: (images: PickedImage[]) => void;
  max: number;
  error?: string | undefined;
  onReject: (message: string) => void;
}

let picked = 0;

/**
 * Logos and product photos: JPEG, PNG or WebP up to the server's size limit, checked here first (the
 * server checks again by content), shown as thumbnails that can be taken off before saving.
 */
export function ImageFilesInput({ label, description, value, onChange, max, error, onReject }: ImageFilesInputProps) {
  const t = useT();
  const maxMb = Math.round(PHOTO_RULES.maxBytes / 1_048_576);
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const add = (files: File[]) => {
    const room = max - value.length;
    const accepted: PickedImage[] = [];
    for (const file of files) {
      if (!(IMAGE_TYPES as readonly string[]).includes(file.type))
        onReject(t(/*i18n*/ '{name} is not a JPEG, PNG or WebP image.', { name: file.name }));
      else if (file.size > PHOTO_RULES.maxBytes)
        onReject(t(/*i18n*/ '{name} is larger than {maxMb} MB.', { name: file.name, maxMb }));
      else if (accepted.length >= room)
        onReject(max === 1 ? t(/*i18n*/ 'Choose one image.') : t(/*i18n*/ 'At most {max} images.', { max }));
      else {
        const url = URL.createObjectURL(file);
        previews.current.add(url);
        accepted.push({ id: `new-${picked++}`, url, file });
      }
    }
    if (accepted.length) onChange(max === 1 ? accepted.slice(0, 1) : [...value, ...accepted]);
  };

  const remove = (image: PickedImage) => onChange(value.filter((i) => i.id !== image.id));

  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <Group gap="sm" mt={6} align="stretch">
        {value.map((image, i) => (
          <Paper key={image.id} withBorder radius="md" pos="relative" w={112} h={112} p={4}>
            <Image
              src={image.url}
              alt={t(/*i18n*/ '{label} {number}', { label, number: i + 1 })}
              h="100%"
              w="100%"
              fit="contain"
              radius="sm"
            />
            <ActionIcon
              size="sm"
              variant="filled"
              color="gray"
              pos="absolute"
              top={4}
              right={4}
              aria-label={t(/*i18n*/ 'Remove {label} {number}', { label: label.toLowerCase(), number: i + 1 })}
              onClick={() => remove(image)}
            >
              <IconX size={14} />
            </ActionIcon>
          </Paper>
        ))}
        {value.length < max || max === 1 ? (
          <FileButton onChange={add} accept={IMAGE_ACCEPT} multiple>
            {(props) => (
              <Button
                {...props}
                variant="default"
                h={112}
                w={112}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
              >
                <Group gap={4} justify="center">
                  <IconPhotoPlus size={20} aria-hidden />
                  <Text size="xs">
                    {value.length && max === 1
                      ? t(/*i18n*/ 'Change {label}', { label: label.toLowerCase() })
                      : t(/*i18n*/ 'Add {label}', { label: label.toLowerCase() })}
                  </Text>
                </Group>
              </Button>
            )}
          </FileButton>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {max > 1
          ? t(/*i18n*/ 'JPEG, PNG or WebP, at most {maxMb} MB, up to {max}', { maxMb, max })
          : t(/*i18n*/ 'JPEG, PNG or WebP, at most {maxMb} MB', { maxMb })}
      </Text>
    </Input.Wrapper>
  );
}
