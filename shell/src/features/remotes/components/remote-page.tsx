import { lazy, Suspense, useCallback, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { remoteNameOf, type RemotePageId } from '@pagora/shared/client/core';
import { Spinner } from '@pagora/shared/ui/core';
import { loadRemotePage, reloadRemote } from '../registry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';

// One lazy component per module id, so moving between pages does not suspend again.
const pages = new Map<RemotePageId, LazyExoticComponent<ComponentType>>();

function pageFor(id: RemotePageId) {
  let page = pages.get(id);
  if (!page) {
    page = lazy(() => loadRemotePage(id));
    pages.set(id, page);
  }
  return page;
}

/** Renders a page exposed by a remote, with its own loading state and failure fallback. */
export function RemotePage({ id }: { id: RemotePageId }) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(async () => {
    await reloadRemote(remoteNameOf(id)).catch(() => undefined);
    for (const key of pages.keys()) if (remoteNameOf(key) === remoteNameOf(id)) pages.delete(key);
    setAttempt((n) => n + 1);
  }, [id]);
  const Page = pageFor(id);
  return (
    <RemoteErrorBoundary key={`${id}#${attempt}`} fallback={<RemoteUnavailable onRetry={retry} />}>
      <Suspense fallback={<Spinner centered label="Carregando..." />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
