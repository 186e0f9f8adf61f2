// The signed-in navigation's parts, loaded together by signed-in-chrome.tsx.
export { BottomTabBar } from '@/app/layout/components/bottom-tab-bar';
export { SignedInUserMenu } from '@/app/layout/components/signed-in-user-menu';
export { NotificationBell } from '@/features/notifications/components/notification-bell';
export { VerifyEmailBanner } from '@/features/account/components/verify-email-banner';
