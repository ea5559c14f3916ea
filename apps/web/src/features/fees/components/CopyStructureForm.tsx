import { useState } from 'react';
import { Button, Group, MultiSelect } from '@mantine/core';
import { FEE_MESSAGES } from '@school-portal/contract';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useCopyFeeStructure } from '../api/copy-fee-structure';

/** Copies the class's whole structure (every head) to the classes chosen, in one save. */
export function CopyStructureForm({ fromClassId, classes }: { fromClassId: string; classes: { _id: string; name: string }[] }) {
  const copy = useCopyFeeStructure();
  const [to, setTo] = useState<string[]>([]);
  const run = () =>
    copy.mutate(
      { fromClassId, toClassIds: to },
      {
        onSuccess: (done) => {
          notify({ color: 'teal', message: `${FEE_MESSAGES.structureCopied} ${done.map((c) => c.className).join(', ')}` });
          setTo([]);
        },
        onError: (err) => notify({ color: 'red', message: errorMessage(err, FEE_MESSAGES.saveFailed) }),
      },
    );
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <MultiSelect
        label="Copy this structure to"
        placeholder={to.length ? undefined : 'Choose classes'}
        data={classes.filter((c) => c._id !== fromClassId).map((c) => ({ value: c._id, label: c.name }))}
        value={to}
        onChange={setTo}
        searchable
        miw={240}
        style={{ flex: 1 }}
      />
      <Button variant="light" onClick={run} loading={copy.isPending} disabled={to.length === 0}>
        Copy to {to.length || ''} {to.length === 1 ? 'class' : 'classes'}
      </Button>
    </Group>
  );
}
