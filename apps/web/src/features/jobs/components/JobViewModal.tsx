import type { ReactNode } from 'react';
import { Button, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { type Job, subjectText, formatPhone } from '@school-portal/contract';
import { LabeledValue } from '../../../components/LabeledValue';
import { formatDate } from '../../../lib/format';
import {
  categoryText,
  dateText,
  experienceText,
  jobTypeText,
  levelText,
  qualificationsText,
  salaryText,
  salaryTypeText,
  testsText,
  workModeText,
} from './job-text';
import classes from './print.module.css';
import { useT } from '../../../lib/i18n';
import { stateOf } from '../../../lib/place';
import { Dialog } from '../../../components/Dialog';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Text component="h3" fz="h5" fw={700} m={0}>
        {title}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
        {children}
      </SimpleGrid>
      <Divider />
    </Stack>
  );
}

/** The large View modal of Posted Jobs (spec section 2); Print prints this job alone. */
export function JobViewModal({ job, onClose }: { job: Job | null; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog
      opened={!!job}
      onClose={onClose}
      title={job?.title}
      size="xl"
      classNames={{ content: classes.printable, close: classes.noPrint }}
    >
      {job ? (
        <Stack>
          <Section title={t(/*i18n*/ 'Basic Details')}>
            <LabeledValue label={t(/*i18n*/ 'Job ID')} value={job.jobId} />
            <LabeledValue label={t(/*i18n*/ 'Title')} value={job.title} />
            <LabeledValue label={t(/*i18n*/ 'Position')} value={job.position} />
            <LabeledValue label={t(/*i18n*/ 'Category')} value={categoryText(job)} />
            <LabeledValue label={t(/*i18n*/ 'Job type')} value={jobTypeText(job)} />
            <LabeledValue label={t(/*i18n*/ 'Work mode')} value={workModeText(job)} />
            <LabeledValue label={t(/*i18n*/ 'Posted')} value={formatDate(job.createdAt)} />
            <LabeledValue label={t(/*i18n*/ 'Vacancies')} value={job.vacancies} />
            <LabeledValue label={t(/*i18n*/ 'Applicants')} value={job.applicantCount ?? 0} />
          </Section>
          {job.description ? (
            <Text size="sm" className={classes.description}>
              {job.description}
            </Text>
          ) : null}
          <Section title={t(/*i18n*/ 'Institute Details')}>
            <LabeledValue label={t(/*i18n*/ 'Institute name')} value={job.instituteName ?? '—'} />
            <LabeledValue label={t(/*i18n*/ 'Address')} value={job.address ?? '—'} />
            <LabeledValue label={t(/*i18n*/ 'District')} value={job.district ?? '—'} />
            <LabeledValue label={t(/*i18n*/ 'State')} value={job.state ? stateOf(job.state) : '—'} />
          </Section>
          <Section title={t(/*i18n*/ 'Experience & Qualification')}>
            <LabeledValue label={t(/*i18n*/ 'Experience')} value={experienceText(job)} />
            <LabeledValue label={t(/*i18n*/ 'Qualification')} value={job.qualification ?? '—'} />
            <LabeledValue label={t(/*i18n*/ 'Required qualifications')} value={qualificationsText(job)} />
            <LabeledValue label={t(/*i18n*/ 'Eligibility tests')} value={testsText(job)} />
            <LabeledValue label={t(/*i18n*/ 'Skills')} value={job.skills.join(', ') || '—'} />
          </Section>
          <Section title={t(/*i18n*/ 'Salary & Subject Info')}>
            <LabeledValue label={t(/*i18n*/ 'Salary')} value={salaryText(job)} />
            <LabeledValue label={t(/*i18n*/ 'Salary type')} value={salaryTypeText(job)} />
            <LabeledValue label={t(/*i18n*/ 'Subject')} value={subjectText(job.subject, t) ?? '—'} />
            <LabeledValue label={t(/*i18n*/ 'Teaching level')} value={levelText(job)} />
          </Section>
          <Section title={t(/*i18n*/ 'Contact & Dates')}>
            <LabeledValue label={t(/*i18n*/ 'Email')} value={job.email ?? '—'} />
            <LabeledValue label={t(/*i18n*/ 'Phone')} value={job.phone ? formatPhone(job.phone) : '—'} />
            <LabeledValue label={t(/*i18n*/ 'Interview date')} value={dateText(job.interviewDate)} />
            <LabeledValue label={t(/*i18n*/ 'Last date to apply')} value={dateText(job.lastDateToApply)} />
          </Section>
          <Group justify="flex-end" className={classes.noPrint}>
            <Button variant="default" onClick={onClose}>
              {t(/*i18n*/ 'Close')}
            </Button>
            <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
              {t(/*i18n*/ 'Print')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Dialog>
  );
}
