import { ChevronDown } from 'lucide-react';
import { Link, usePathname } from '@/lib/router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toolsNavigation } from '@/config/navigation';
import { navigationIcons } from '@/config/navigation-icons';
import { cn } from '@/lib/utils';

export function ToolsMenu() {
  const pathname = usePathname();
  const active = toolsNavigation.some((t) => pathname.startsWith(t.href));
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          className={cn(
            'h-9 gap-1 px-3 font-medium text-slate-600 data-[state=open]:bg-muted',
            active && 'bg-brand-50 text-brand-700 hover:bg-brand-50 hover:text-brand-700',
          )}
        >
          Tools
          <ChevronDown aria-hidden="true" className="text-slate-400 transition-transform in-data-[state=open]:rotate-180" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-72">
        {toolsNavigation.map(({ label, href, description }) => {
          const Icon = navigationIcons[href];
          return (
          <DropdownMenuItem key={href} asChild className="items-start gap-3 py-2.5">
            <Link to={href}>
              <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 [&_svg]:text-brand-600!">
                <Icon aria-hidden="true" />
              </span>
              <span className="grid">
                <span className="font-medium text-slate-900">{label}</span>
                {description && <span className="text-xs text-muted-foreground">{description}</span>}
              </span>
            </Link>
          </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
