import { useState } from 'react';
import { Anchor, Avatar, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconFileTypePdf, IconMail, IconPhone } from '@tabler/icons-react';
import { CV_MESSAGES, cvApi, type JobseekerCard, formatPhone, phoneHref } from '@school-portal/contract';
import { errorMessage } from '../lib/api-client';
import { callFile } from '../lib/api-file';
import { notify } from '../lib/notify';
import { saveBlob } from '../lib/save-blob';
import { t, useT } from '../lib/i18n';

/** WhatsApp's click-to-chat address of an Indian mobile number (ten digits; +91 added). */
export const whatsappUrl = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return `https://wa.me/${digits.length === 10 ? `91${digits}` : digits}`;
};

const months = (from: string, to: string | null) => (to ? `${from} – ${to}` : t(/*i18n*/ '{from} – now', { from }));

/**
 * Hands the CV to the browser as the file it is, under the name the teacher uploaded ("Meera-CV.pdf"): a
 * phone opens it in its PDF viewer, a computer saves or shows it. Opened in a tab instead, it was an
 * "about:blank" page until it arrived, then a nameless blob that saved as a random string.
 */
function CvButton({ seeker }: { seeker: Pick<JobseekerCard, '_id' | 'name' | 'cv'> }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const cv = seeker.cv;
  if (!cv)
    return (
      <Text size="sm" c="dimmed">
        {t(/*i18n*/ 'No CV uploaded')}
      </Text>
    );
  const open = async () => {
    setBusy(true);
    try {
      const blob = await callFile(cvApi.downloadCv, { params: { seekerId: seeker._id } });
      saveBlob(new Blob([blob], { type: 'application/pdf' }), cv.fileName);
    } catch (err) {
      notify({ color: 'red', message: errorMessage(err, t(CV_MESSAGES.downloadFailed)) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconFileTypePdf size={16} aria-hidden />}
      loading={busy}
      onClick={() => void open()}
      aria-label={t(/*i18n*/ 'Open the CV of {name}', { name: seeker.name })}
    >
      {t(/*i18n*/ 'Open CV')}
    </Button>
  );
}

/** How a school reaches a teacher: e-mail, tap-to-call and WhatsApp. */
export function TeacherContact({ seeker }: { seeker: Pick<JobseekerCard, 'email' | 'phone'> }) {
  const t = useT();
  return (
    <Group gap="md" wrap="wrap">
      {/* No e-mail: the teacher deleted her account (a withdrawn applicant), and there is no one to write to. */}
      {seeker.email ? (
        <Anchor href={`mailto:${seeker.email}`} size="sm" maw="100%">
          <Group gap={4} wrap="nowrap">
            <IconMail size={16} aria-hidden style={{ flexShrink: 0 }} />
            {/* A long address (venkatasubramanian.lakshminarayanan@school.edu.in) breaks rather than widen a phone's dialog. */}
            <span style={{ overflowWrap: 'anywhere', minWidth: 0 }}>{seeker.email}</span>
          </Group>
        </Anchor>
      ) : null}
      {seeker.phone ? (
        <>
          <Anchor
            href={phoneHref(seeker.phone)}
            size="sm"
            aria-label={t(/*i18n*/ 'Call {phone}', { phone: formatPhone(seeker.phone) })}
          >
            <Group gap={4} wrap="nowrap">
              <IconPhone size={16} aria-hidden />
              {formatPhone(seeker.phone)}
            </Group>
          </Anchor>
          <Anchor href={whatsappUrl(seeker.phone)} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} wrap="nowrap">
              <IconBrandWhatsapp size={16} aria-hidden />
              {t(/*i18n*/ 'WhatsApp')}
            </Group>
          </Anchor>
        </>
      ) : null}
    </Group>
  );
}

/** What a school hires on beside the profile's fields: photo, contact, summary, education, work history and CV. */
export function TeacherRecord({ seeker, photo = true }: { seeker: JobseekerCard; photo?: boolean }) {
  const t = useT();
  return (
    <Stack gap="xs">
      <Group wrap="nowrap" align="flex-start">
        {photo ? (
          <Avatar
            src={seeker.profilePicture}
            alt={t(/*i18n*/ 'Profile picture of {name}', { name: seeker.name })}
            size={64}
            radius="xl"
            name={seeker.name}
            color="initials"
          />
        ) : null}
        <Stack gap={6} align="flex-start">
          <TeacherContact seeker={seeker} />
          <CvButton seeker={seeker} />
        </Stack>
      </Group>
      {seeker.summary ? <Text size="sm">{seeker.summary}</Text> : null}
      {seeker.education.length ? (
        <div>
          <Text size="xs" c="dimmed">
            {t(/*i18n*/ 'Education')}
          </Text>
          <List size="sm" spacing={2}>
            {seeker.education.map((e, i) => (
              <List.Item key={i}>{[e.degree, e.subject, e.university, e.year].filter(Boolean).join(', ')}</List.Item>
            ))}
          </List>
        </div>
      ) : null}
      {seeker.workHistory.length ? (
        <div>
          <Text size="xs" c="dimmed">
            {t(/*i18n*/ 'Work history')}
          </Text>
          <List size="sm" spacing={2}>
            {seeker.workHistory.map((w, i) => (
              <List.Item key={i}>
                {[w.role, w.school].filter(Boolean).join(', ')} ({months(w.from, w.to)})
              </List.Item>
            ))}
          </List>
        </div>
      ) : null}
    </Stack>
  );
}
