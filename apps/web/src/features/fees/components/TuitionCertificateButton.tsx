import { useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { FEE_MESSAGES, academicYearName } from '@school-portal/contract';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { downloadTuitionCertificate } from '../api/downloads';

/** The financial year running now (April to March), by the year it starts. */
const thisFinancialYear = () => (dayjs().month() >= 3 ? dayjs().year() : dayjs().year() - 1);

/** The parent's yearly tuition-fee certificate for income tax, for this or one of the two years before. */
export function TuitionCertificateButton({
  studentId,
  admissionNumber,
}: {
  studentId: string;
  admissionNumber: string;
}) {
  const t = useT();
  const current = thisFinancialYear();
  const [year, setYear] = useState(String(current));
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadTuitionCertificate(studentId, Number(year), admissionNumber);
    } catch (err) {
      notify({ color: 'red', message: errorMessage(err, t(FEE_MESSAGES.loadFailed)) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group gap="xs" align="flex-end" mt="md">
      <Select
        label={t(/*i18n*/ 'Financial year')}
        data={[current, current - 1, current - 2].map((y) => ({ value: String(y), label: academicYearName(y) }))}
        value={year}
        onChange={(v) => v && setYear(v)}
        allowDeselect={false}
        w={130}
      />
      <Button
        variant="default"
        leftSection={<IconCertificate size={16} />}
        onClick={() => void download()}
        loading={busy}
      >
        {t(/*i18n*/ 'Tuition fee certificate')}
      </Button>
    </Group>
  );
}
