import { LogoDownloads } from '@/features/downloads/components/logo-downloads';

export default function DownloadsRoute() {
  return <LogoDownloads />;
}
