import { useState } from 'react';
import { Anchor, Avatar, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconFileTypePdf, IconMail, IconPhone } from '@tabler/icons-react';
import { CV_MESSAGES, cvApi, type JobseekerCard, formatPhone, phoneHref } from '@school-portal/contract';
import { errorMessage } from '../lib/api-client';
import { callFile } from '../lib/api-file';
import { notify } from '../lib/notify';
import { t, useT } from '../lib/i18n';

/** WhatsApp's click-to-chat address of an Indian mobile number (ten digits; +91 added). */
export const whatsappUrl = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return `https://wa.me/${digits.length === 10 ? `91${digits}` : digits}`;
};

const months = (from: string, to: string | null) => (to ? `${from} – ${to}` : t('{from} – now', { from }));

/**
 * Opens the CV in a new tab. The tab is opened at the click (a tab opened after the download would be
 * blocked as a pop-up) and shown the PDF once it has arrived with the bearer token.
 */
function CvButton({ seeker }: { seeker: Pick<JobseekerCard, '_id' | 'name' | 'cv'> }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  if (!seeker.cv)
    return (
      <Text size="sm" c="dimmed">
        {t('No CV uploaded')}
      </Text>
    );
  const open = async () => {
    const tab = window.open('', '_blank'); // eslint-disable-line lingui/no-unlocalized-strings -- a window's name, not a text
    setBusy(true);
    try {
      const blob = await callFile(cvApi.downloadCv, { params: { seekerId: seeker._id } });
      const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (err) {
      tab?.close();
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
      aria-label={t('Open the CV of {name}', { name: seeker.name })}
    >
      {t('Open CV')}
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
        <Anchor href={`mailto:${seeker.email}`} size="sm">
          <Group gap={4} wrap="nowrap">
            <IconMail size={16} aria-hidden />
            {seeker.email}
          </Group>
        </Anchor>
      ) : null}
      {seeker.phone ? (
        <>
          <Anchor
            href={phoneHref(seeker.phone)}
            size="sm"
            aria-label={t('Call {phone}', { phone: formatPhone(seeker.phone) })}
          >
            <Group gap={4} wrap="nowrap">
              <IconPhone size={16} aria-hidden />
              {formatPhone(seeker.phone)}
            </Group>
          </Anchor>
          <Anchor href={whatsappUrl(seeker.phone)} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} wrap="nowrap">
              <IconBrandWhatsapp size={16} aria-hidden />
              {t('WhatsApp')}
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
            alt={t('Profile picture of {name}', { name: seeker.name })}
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
            {t('Education')}
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
            {t('Work history')}
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
