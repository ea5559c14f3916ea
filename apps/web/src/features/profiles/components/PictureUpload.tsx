import type { UseMutationResult } from '@tanstack/react-query';
import type { PictureRules } from '@school-portal/contract';
import { usePictureUpload } from '../hooks/use-picture-upload';
import { PictureInput } from './PictureInput';

interface PictureUploadProps<B> {
  /** The profile's save, an instance of its own (so the form's Save does not spin while a picture goes). */
  update: Pick<UseMutationResult<unknown, Error, B>, 'mutate' | 'isPending' | 'variables'>;
  failed: string;
  value: string | null;
  name: string;
  rules: PictureRules;
}

/** A profile picture saved the moment it is picked, with the "Updated" tick. */
export function PictureUpload<B extends { profilePicture?: string | null }>({
  update,
  failed,
  value,
  name,
  rules,
}: PictureUploadProps<B>) {
  const picture = usePictureUpload(update, failed);
  return (
    <PictureInput
      value={value}
      name={name}
      rules={rules}
      saving={picture.saving}
      savedAt={picture.savedAt}
      onPick={(_file, dataUrl) => picture.upload(dataUrl)}
      onReject={picture.reject}
    />
  );
}
