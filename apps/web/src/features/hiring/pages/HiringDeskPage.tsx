import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { HIRING_MESSAGES, hiringApi, STAGE_LABELS, type HiringDesk } from '@school-portal/contract';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/endpoint-query';
import { useT } from '../../../lib/i18n';
import { InvitationCard } from '../components/InvitationCard';
import { InviteForm } from '../components/InviteForm';
import { MessagesPanel } from '../components/MessagesPanel';
import { OfferCard } from '../components/OfferCard';
import { OfferForm } from '../components/OfferForm';

/** Interviews and demo lessons, proposed by the school and answered by the candidate. */
function Meetings({ desk }: { desk: HiringDesk }) {
  const t = useT();
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t(/*i18n*/ 'Interviews and demo lessons')}
      </Title>
      {desk.invitations.length === 0 && desk.mySide === 'candidate' ? (
        <Text size="sm" c="dimmed">
          {t(/*i18n*/ 'No invitation yet.')}
        </Text>
      ) : null}
      {desk.invitations.map((i) => (
        <InvitationCard key={i._id} invitation={i} side={desk.mySide} />
      ))}
      {desk.mySide === 'school' ? <InviteForm applicationId={desk._id} /> : null}
    </Stack>
  );
}

function Offers({ desk }: { desk: HiringDesk }) {
  const t = useT();
  const waiting = desk.offers.some((o) => o.status === 'sent');
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t(/*i18n*/ 'Offer')}
      </Title>
      {desk.offers.length === 0 && desk.mySide === 'candidate' ? (
        <Text size="sm" c="dimmed">
          {t(/*i18n*/ 'No offer yet.')}
        </Text>
      ) : null}
      {desk.offers.map((o) => (
        <OfferCard key={o._id} offer={o} side={desk.mySide} />
      ))}
      {desk.mySide === 'school' && !waiting && desk.stage !== 'hired' ? (
        <OfferForm applicationId={desk._id} position={desk.job.position} />
      ) : null}
    </Stack>
  );
}

/**
 * One application's hiring desk, for the school and the candidate alike (each sees their side): the
 * thread, the interviews and demo lessons, the offer. The e-mails of each step link here.
 */
export function HiringDeskPage() {
  const t = useT();
  const { id: applicationId = '' } = useParams();
  const query = useQuery(endpointQuery(hiringApi.desk, { params: { applicationId } }));
  if (query.isPending) return <Loading label={t(/*i18n*/ 'Loading')} />;
  if (query.isError)
    return (
      <LoadError
        message={errorMessage(query.error, t(HIRING_MESSAGES.notFound))}
        onRetry={() => void query.refetch()}
      />
    );
  const desk = query.data;
  const other = desk.mySide === 'school' ? desk.candidate.name : (desk.job.instituteName ?? '');
  return (
    <Stack gap="lg">
      <PageHeader
        title={desk.job.title}
        description={desk.mySide === 'school' ? t(/*i18n*/ 'Candidate: {name}', { name: other }) : other}
        actions={
          <Badge size="lg" variant="light">
            {t(STAGE_LABELS[desk.stage])}
          </Badge>
        }
      />
      {desk.mySide === 'school' && desk.schoolNote ? (
        <Paper withBorder p="sm" radius="md">
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {t(/*i18n*/ 'Private note (only your school sees it)')}
            </Text>
          </Group>
          <Text size="sm">{desk.schoolNote}</Text>
        </Paper>
      ) : null}
      <MessagesPanel desk={desk} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Meetings desk={desk} />
        <Offers desk={desk} />
      </SimpleGrid>
    </Stack>
  );
}
