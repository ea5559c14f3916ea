import { Anchor, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { useT } from '../lib/i18n';

/**
 * "Did you mean …?" under a search that found nothing (decision 038): the whole question is the link, so
 * its word order stays the reader's language's. The link is the same list with the keyword put right (to
 * open in a new tab); a click puts it in the search box, which searches it.
 */
export function DidYouMean({
  suggestion,
  onPick,
}: {
  suggestion: string | null | undefined;
  onPick: (q: string) => void;
}) {
  const t = useT();
  const { pathname, search } = useLocation();
  if (!suggestion) return null;
  const params = new URLSearchParams(search);
  params.set('q', suggestion);
  params.delete('page');
  return (
    <Text ta="center">
      <Anchor
        href={`${pathname}?${params.toString()}`}
        onClick={(e) => {
          e.preventDefault();
          onPick(suggestion);
        }}
      >
        {t(/*i18n*/ 'Did you mean {suggestion}?', { suggestion })}
      </Anchor>
    </Text>
  );
}
