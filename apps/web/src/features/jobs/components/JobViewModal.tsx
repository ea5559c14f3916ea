import type { ReactNode } from 'react';
import { Button, Divider, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { stateName, type Job } from '@school-portal/contract';
import { LabeledValue } from '../../../components/LabeledValue';
import { formatDate } from '../../../lib/format';
import { categoryText, dateText, experienceText, jobTypeText, levelText, qualificationsText, salaryText, salaryTypeText, testsText, workModeText } from './job-text';
import classes from './print.module.css';

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
  return (
    <Modal opened={!!job} onClose={onClose} title={job?.title} size="xl" classNames={{ content: classes.printable }}>
      {job ? (
        <Stack>
          <Section title="Basic Details">
            <LabeledValue label="Job ID" value={job.jobId} />
            <LabeledValue label="Title" value={job.title} />
            <LabeledValue label="Position" value={job.position} />
            <LabeledValue label="Category" value={categoryText(job)} />
            <LabeledValue label="Job type" value={jobTypeText(job)} />
            <LabeledValue label="Work mode" value={workModeText(job)} />
            <LabeledValue label="Posted" value={formatDate(job.createdAt)} />
            <LabeledValue label="Applicants" value={job.applicantCount ?? 0} />
          </Section>
          {job.description ? <Text size="sm" className={classes.description}>{job.description}</Text> : null}
          <Section title="Institute Details">
            <LabeledValue label="Institute name" value={job.instituteName ?? '—'} />
            <LabeledValue label="Address" value={job.address ?? '—'} />
            <LabeledValue label="District" value={job.district ?? '—'} />
            <LabeledValue label="State" value={job.state ? stateName(job.state) : '—'} />
          </Section>
          <Section title="Experience & Qualification">
            <LabeledValue label="Experience" value={experienceText(job)} />
            <LabeledValue label="Qualification" value={job.qualification ?? '—'} />
            <LabeledValue label="Required qualifications" value={qualificationsText(job)} />
            <LabeledValue label="Eligibility tests" value={testsText(job)} />
            <LabeledValue label="Skills" value={job.skills.join(', ') || '—'} />
          </Section>
          <Section title="Salary & Subject Info">
            <LabeledValue label="Salary" value={salaryText(job)} />
            <LabeledValue label="Salary type" value={salaryTypeText(job)} />
            <LabeledValue label="Subject" value={job.subject ?? '—'} />
            <LabeledValue label="Teaching level" value={levelText(job)} />
          </Section>
          <Section title="Contact & Dates">
            <LabeledValue label="Email" value={job.email ?? '—'} />
            <LabeledValue label="Phone" value={job.phone ?? '—'} />
            <LabeledValue label="Interview date" value={dateText(job.interviewDate)} />
            <LabeledValue label="Last date to apply" value={dateText(job.lastDateToApply)} />
          </Section>
          <Group justify="flex-end" className={classes.noPrint}>
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
              Print
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
