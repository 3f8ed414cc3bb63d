import { Suspense } from 'react';
import { QueryBoundary } from '../shared/query';
import type { AppRoute } from '../shared/routing';
import { DesktopOnly } from '../shared/ui/DesktopOnly';
import { Spinner } from '../shared/ui/Spinner';
import { RouteMeta } from './layout/RouteMeta';

function PageFallback() {
  return (
    <div className="page-fallback">
      <Spinner size="large" />
    </div>
  );
}

/** One table entry on screen: its title and description, the mobile rule, and the lazy page. */
export function RoutePage({ route }: { route: AppRoute }) {
  const Page = route.page;
  const page = (
    <Suspense fallback={<PageFallback />}>
      {route.staticContent ? (
        <Page />
      ) : (
        <QueryBoundary>
          <Page />
        </QueryBoundary>
      )}
    </Suspense>
  );
  return (
    <>
      <Suspense fallback={null}>
        <RouteMeta titleKey={route.titleKey} descriptionKey={route.descriptionKey} />
      </Suspense>
      {route.desktopOnly ? <DesktopOnly>{page}</DesktopOnly> : page}
    </>
  );
}
