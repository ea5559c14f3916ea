import { Alert, List } from '@mantine/core';
import type { BatchDecisionAnswer } from '@school-portal/contract';
import { useT } from '../../../lib/i18n';

/** What the last batch did: how many were decided, and each that was not, with why. */
export function BatchResult({
  answer,
  titles,
}: {
  answer: BatchDecisionAnswer | null;
  titles: ReadonlyMap<string, string>;
}) {
  const t = useT();
  if (!answer) return null;
  const failed = answer.failed.length > 0;
  return (
    <Alert color={failed ? 'red' : 'green'} role={failed ? 'alert' : 'status'} title={answer.message} mb="md">
      {failed ? (
        <>
          {t(/*i18n*/ '{count} could not be decided:', { count: answer.failed.length })}
          <List size="sm">
            {answer.failed.map((f) => (
              <List.Item key={`${f.kind}:${f.id}`}>
                {titles.get(`${f.kind}:${f.id}`) ?? f.id}: {f.message}
              </List.Item>
            ))}
          </List>
        </>
      ) : null}
    </Alert>
  );
}
