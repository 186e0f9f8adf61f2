import { Bell, CheckCheck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from '@/lib/router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import { useNotifications, type Notification } from '@/features/notifications/api/get-notifications';
import { useMarkAllNotificationsRead } from '@/features/notifications/api/mark-all-notifications-read';
import { useMarkNotificationRead } from '@/features/notifications/api/mark-notification-read';
import { NotificationIcon } from '@/features/notifications/components/notification-icon';
import { formatBadgeCount } from '@/lib/badge-count';
import { formatRelativeTime } from '@/lib/relative-time';
import { cn } from '@/lib/utils';

/** The bell with its unread badge and the notification centre (seed 000 §2, §4). */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  // Escape closes the panel wherever focus is. Radix leaves that to its
  // dismissable layer, which in a non-modal menu under Preact never learns
  // that it is the top layer, so the key did nothing.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  const badgeId = useId();
  const navigate = useNavigate();
  const { data: notifications = [], isPending, isError } = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();

  const unread = notifications.filter((n) => !n.isRead).length;
  const badge = formatBadgeCount(unread);

  const follow = (notification: Notification) => {
    const url = notification.actionUrl;
    setOpen(false);
    if (!url) return;
    if (url.startsWith('/') && !url.startsWith('//')) navigate(url);
    else if (/^https?:\/\//i.test(url)) window.location.assign(url);
  };

  const onSelect = (event: Event, notification: Notification) => {
    if (notification.isRead) {
      follow(notification);
      return;
    }
    // Mark it read first, then follow its link and close the menu.
    event.preventDefault();
    markRead.mutate(notification.id, { onSettled: () => follow(notification) });
  };

  // Not modal: a modal menu marks the rest of the page aria-hidden while it
  // stays focusable, which axe reports (aria-hidden-focus).
  return (
    <DropdownMenu open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          // The visible badge is part of the name, as WCAG's "label in name" asks.
          aria-label={badge ? `Notifications, ${badge} unread` : 'Notifications'}
          aria-describedby={badge ? badgeId : undefined}
          className="relative rounded-full"
        >
          <Bell aria-hidden="true" className="size-5!" />
          {badge && (
            <span
              data-testid="notification-badge"
              className="absolute top-1 right-1 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-red-500 px-1 text-[10px] leading-none font-semibold text-white ring-2 ring-white"
            >
              {badge}
            </span>
          )}
          {badge && (
            <span id={badgeId} className="sr-only">
              {unread} unread
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        aria-label="Notifications"
        className="w-[min(24rem,calc(100vw-1.5rem))] p-0"
        collisionPadding={12}
      >
        <div className="flex items-center justify-between border-b px-4 py-3">
          <div className="flex items-center gap-2">
            <p className="text-sm font-semibold">Notifications</p>
            {unread > 0 && (
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
                {unread} new
              </span>
            )}
          </div>
          {unread > 0 && (
            <DropdownMenuItem
              disabled={markAllRead.isPending}
              onSelect={(event) => {
                event.preventDefault();
                markAllRead.mutate();
              }}
              className="h-7 gap-1.5 px-2 text-xs font-medium text-brand-700 data-[highlighted]:bg-brand-50 [&_svg]:text-brand-600"
            >
              <CheckCheck aria-hidden="true" />
              Mark all read
            </DropdownMenuItem>
          )}
        </div>
        <div className="max-h-[min(26rem,70vh)] overflow-y-auto p-1.5">
          {isPending ? (
            <div className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground">
              <Spinner className="size-4" label="Loading notifications" />
              Loading notifications...
            </div>
          ) : notifications.length === 0 || isError ? (
            <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
              <span className="flex size-10 items-center justify-center rounded-full bg-muted">
                <Bell aria-hidden="true" className="size-5 text-slate-400" />
              </span>
              <p className="text-sm text-muted-foreground">No notifications yet</p>
            </div>
          ) : (
            notifications.map((n) => (
              <DropdownMenuItem
                key={n.id}
                data-testid="notification-item"
                data-unread={n.isRead ? undefined : 'true'}
                onSelect={(event) => onSelect(event, n)}
                className={cn('items-start gap-3 px-3 py-3', !n.isRead && 'bg-brand-50/60')}
              >
                <NotificationIcon type={n.type} />
                <div className="min-w-0 flex-1">
                  <div className="flex items-start justify-between gap-2">
                    <p className={cn('text-sm leading-snug', n.isRead ? 'font-medium text-slate-700' : 'font-semibold text-slate-900')}>
                      {n.title}
                    </p>
                    {!n.isRead && (
                      <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-500">
                        <span className="sr-only">Unread</span>
                      </span>
                    )}
                  </div>
                  {n.message && <p className="mt-0.5 line-clamp-2 text-sm text-muted-foreground">{n.message}</p>}
                  <p className="mt-1 text-xs text-slate-600">
                    <time dateTime={n.createdAt}>{formatRelativeTime(n.createdAt)}</time>
                  </p>
                </div>
              </DropdownMenuItem>
            ))
          )}
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
