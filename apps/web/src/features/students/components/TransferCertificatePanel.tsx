import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCertificate, IconDownload } from '@tabler/icons-react';
import {
  TC_MESSAGES,
  transferCertificatesApi as tcApi,
  type Student,
  type TransferCertificate,
} from '@school-portal/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { callFile } from '../../../lib/api-file';
import { errorMessage } from '../../../lib/api-client';
import { endpointQuery, useEndpointMutation } from '../../../lib/endpoint-query';
import { formatDate, formatRupees } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { saveBlob } from '../../../lib/save-blob';
import { IssueTcDialog } from './IssueTcDialog';

async function downloadTc(tc: TransferCertificate, duplicate: boolean) {
  const query = duplicate ? { duplicate: 'true' as const } : {};
  const blob = await callFile(tcApi.pdf, { params: { tcId: tc._id }, query });
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a file name, not a text
  saveBlob(blob, `transfer-certificate-${tc.number}${duplicate ? '-duplicate' : ''}.pdf`);
}

/** A student's transfer certificates: issue one as they leave, print it, print a duplicate (counted, with a reason). */
export function TransferCertificatePanel({ student }: { student: Student }) {
  const t = useT();
  const tcs = useQuery(endpointQuery(tcApi.list, { params: { studentId: student._id } }));
  const [issuing, setIssuing] = useState(false);
  const [duplicating, setDuplicating] = useState<TransferCertificate | null>(null);
  const duplicate = useEndpointMutation(tcApi.duplicate, tcApi.list);
  const list = tcs.data ?? [];
  // One TC a leaving: once this leaving has one, the office prints it or a duplicate.
  const issued = student.status === 'left' && list.some((tc) => tc.leftOn === student.leftOn);
  const failed = (err: unknown) => notify({ color: 'red', message: errorMessage(err, t(TC_MESSAGES.loadFailed)) });

  return (
    <Paper withBorder radius="md" p="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t(/*i18n*/ 'Transfer certificate')}
        </Title>
        {!issued ? (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconCertificate size={16} />}
            onClick={() => setIssuing(true)}
          >
            {t(/*i18n*/ 'Issue TC')}
          </Button>
        ) : null}
      </Group>
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(/*i18n*/ 'No transfer certificate issued.')}
        </Text>
      ) : (
        <Stack gap="sm">
          {list.map((tc) => (
            <Stack key={tc._id} gap={4}>
              <Group gap="xs">
                <Text fw={600}>{t(/*i18n*/ 'TC No. {number}', { number: tc.number })}</Text>
                <Text size="sm" c="dimmed">
                  {formatDate(tc.createdAt)}
                </Text>
                {tc.duplicates > 0 ? (
                  <Badge color="gray" variant="light">
                    {t(/*i18n*/ '{count, plural, one {# duplicate} other {# duplicates}}', { count: tc.duplicates })}
                  </Badge>
                ) : null}
              </Group>
              {tc.overrideReason ? (
                <Text size="xs">
                  {t(/*i18n*/ 'Issued with {amount} due: {reason}', {
                    amount: formatRupees(tc.duesAtIssue),
                    reason: tc.overrideReason,
                  })}
                </Text>
              ) : null}
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconDownload size={14} />}
                  onClick={() => void downloadTc(tc, false).catch(failed)}
                >
                  {t(/*i18n*/ 'Print')}
                </Button>
                <Button size="xs" variant="subtle" onClick={() => setDuplicating(tc)}>
                  {t(/*i18n*/ 'Issue a duplicate')}
                </Button>
              </Group>
            </Stack>
          ))}
        </Stack>
      )}
      {issuing ? <IssueTcDialog student={student} onClose={() => setIssuing(false)} /> : null}
      <ConfirmDialog
        opened={duplicating !== null}
        title={t(/*i18n*/ 'Issue a duplicate')}
        confirmLabel={t(/*i18n*/ 'Issue and print')}
        reason={{ description: t(/*i18n*/ 'Why a duplicate is needed, kept with the certificate.'), required: true }}
        loading={duplicate.isPending}
        onConfirm={(reason) => {
          const tc = duplicating!;
          duplicate.mutate(
            { params: { tcId: tc._id }, body: { reason } },
            {
              onSuccess: () => {
                setDuplicating(null);
                notify({ color: 'teal', message: t(TC_MESSAGES.duplicateIssued, { number: tc.number }) });
                void downloadTc(tc, true).catch(failed);
              },
              onError: failed,
            },
          );
        }}
        onClose={() => setDuplicating(null)}
      >
        {t(/*i18n*/ 'The copy is printed marked "Duplicate", with the same number and particulars.')}
      </ConfirmDialog>
    </Paper>
  );
}
