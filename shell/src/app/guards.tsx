import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { Permission } from '@pagora/shared';
import { homeHrefFor, paths, roleOf, useSession, type AppRole } from '@pagora/shared/client/core';
import { Spinner } from '@pagora/shared/ui/core';

/** Signed-out users go to /login. */
export function RequireAuth() {
  const { user, token, loading } = useSession();
  const location = useLocation();
  if (loading && !user) return <Spinner centered />;
  if (!user || !token)
    return <Navigate to={paths.login.getHref()} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Role-only routes send everyone else to their own home. */
export function RequireRole({ roles }: { roles: AppRole[] }) {
  const user = useSession((s) => s.user);
  const role = roleOf(user);
  // Home is role-dependent (a customer's is /minhas-assinaturas, not the staff dashboard).
  if (!role || !roles.includes(role))
    return <Navigate to={user ? homeHrefFor(user) : paths.login.getHref()} replace />;
  return <Outlet />;
}

/** /login and /signup: a signed-in user goes home (customer to /minhas-assinaturas, others /dashboard). */
export function PublicOnly() {
  const user = useSession((s) => s.user);
  const token = useSession((s) => s.token);
  if (user && token) return <Navigate to={homeHrefFor(user)} replace />;
  return <Outlet />;
}

/**
 * A screen a team role may not use sends the member home (issue 39): the API would refuse its
 * calls with 403, which is no page to land on. An account's own login has every permission.
 */
export function RequirePermission({
  permission,
  children,
}: {
  permission?: Permission;
  children: ReactNode;
}) {
  const user = useSession((s) => s.user);
  const allowed = !permission || !user?.team || user.team.permissions.includes(permission);
  if (!allowed) return <Navigate to={user ? homeHrefFor(user) : paths.login.getHref()} replace />;
  return <>{children}</>;
}
