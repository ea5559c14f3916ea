import { useState } from 'react';
import { Button, Group, MultiSelect } from '@mantine/core';
import { FEE_MESSAGES, feesApi, type CopyStructureBody } from '@school-portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { invalidate } from '../../../lib/endpoint-query';

/** Copies the class's whole structure (every head) to the classes chosen, in one save. */
export function CopyStructureForm({
  fromClassId,
  classes,
}: {
  fromClassId: string;
  classes: { _id: string; name: string }[];
}) {
  const t = useT();
  const queryClient = useQueryClient();
  // Every class's structure is read again after.
  const copy = useMutation({
    mutationFn: (body: CopyStructureBody) => call(feesApi.copyStructure, { body }),
    onSuccess: () => invalidate(queryClient, feesApi.structure),
  });
  const [to, setTo] = useState<string[]>([]);
  const run = () =>
    copy.mutate(
      { fromClassId, toClassIds: to },
      {
        onSuccess: (done) => {
          notify({
            color: 'teal',
            message: t(/*i18n*/ 'Fee structure copied. {classes}', {
              classes: done.map((c) => c.className).join(', '),
            }),
          });
          setTo([]);
        },
        onError: (err) => notify({ color: 'red', message: errorMessage(err, t(FEE_MESSAGES.saveFailed)) }),
      },
    );
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <MultiSelect
        label={t(/*i18n*/ 'Copy this structure to')}
        placeholder={to.length ? undefined : t(/*i18n*/ 'Choose classes')}
        data={classes.filter((c) => c._id !== fromClassId).map((c) => ({ value: c._id, label: c.name }))}
        value={to}
        onChange={setTo}
        searchable
        miw={240}
        style={{ flex: 1 }}
      />
      <Button variant="light" onClick={run} loading={copy.isPending} disabled={to.length === 0}>
        {to.length
          ? t(/*i18n*/ 'Copy to {count, plural, one {# class} other {# classes}}', { count: to.length })
          : t(/*i18n*/ 'Copy to classes')}
      </Button>
    </Group>
  );
}
