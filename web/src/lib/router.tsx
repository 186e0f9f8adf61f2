import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Link as RouterLink, Redirect, useLocation, useSearchParams, useParams } from 'wouter';

/**
 * Stride's routing primitives, on wouter: about 3 KB of JavaScript on every
 * first visit where React Router took about 13.5 KB (web/README: speed
 * budgets). Screens import them from here, never from wouter, so that the
 * router is named in one place.
 */

export { useParams, useSearchParams };

/** Navigation options: replace the current history entry instead of adding one. */
export interface NavigateOptions {
  replace?: boolean;
}

/** The function that goes to another path of the app: navigate('/jobs'), navigate(next, { replace: true }). */
export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  return useLocation()[1];
}

/** The current path, without the query or the hash. */
export function usePathname(): string {
  return useLocation()[0];
}

/** Goes to `to` when drawn (a redirect). */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  return <Redirect to={to} replace={replace} />;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  children?: ReactNode;
};

/** A link to a path of the app, followed without reloading the page. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  return <RouterLink ref={ref} href={to} {...props} />;
});

/** Whether `pathname` is `to` or under it (only `to` itself with `end`). */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  const path = to.split(/[?#]/)[0];
  if (pathname === path) return true;
  return !end && path !== '/' && pathname.startsWith(`${path}/`);
}

type NavLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className' | 'children'> & {
  to: string;
  /** Active only on `to` itself, not on the paths under it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
  children?: ReactNode | ((state: { isActive: boolean }) => ReactNode);
};

/** A navigation link that knows whether it is the current page (aria-current="page" then). */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { to, end = false, className, children, ...props },
  ref,
) {
  const isActive = isActivePath(usePathname(), to, end);
  return (
    <RouterLink
      ref={ref}
      href={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
      {...props}
    >
      {typeof children === 'function' ? children({ isActive }) : children}
    </RouterLink>
  );
});
