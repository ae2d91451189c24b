import type { Representation } from '@partnerly/contracts';
import type { ReactNode } from 'react';
import {
  RepresentationsError,
  RepresentationsLoading,
  RepresentationSection,
} from './representation-list-state';
import { RepresentationRow } from './representation-row';

interface RepresentationListProps {
  title: string;
  /** Shown instead of the list when it has no representation. */
  empty: string;
  representations: readonly Representation[];
  /** Whose page it is: each row shows the other party. */
  side: 'agent' | 'creator';
  /** The buttons of one row; none when left out. */
  actions?(representation: Representation): ReactNode;
}

/** One titled group of representations (accepted, pending or declined), a row each. */
export function RepresentationList({
  title,
  empty,
  representations,
  side,
  actions,
}: RepresentationListProps) {
  return (
    <RepresentationSection title={title} count={representations.length} empty={empty}>
      <ul className="grid gap-3">
        {representations.map((representation) => (
          <li key={representation.id}>
            <RepresentationRow
              representation={representation}
              side={side}
              actions={actions?.(representation)}
            />
          </li>
        ))}
      </ul>
    </RepresentationSection>
  );
}

interface RepresentationsFallbackProps {
  query: {
    isError: boolean;
    error: Error | null;
    isFetching: boolean;
    refetch(): Promise<unknown>;
  };
}

/** What stands in for the lists before the representations load: the error with Try Again, or the loading shape. */
export function RepresentationsFallback({ query }: RepresentationsFallbackProps) {
  return query.isError && query.error ? (
    <RepresentationsError
      message={query.error.message}
      isRetrying={query.isFetching}
      onRetry={() => void query.refetch()}
    />
  ) : (
    <RepresentationsLoading />
  );
}
