import { ChevronDown } from 'lucide-react';
import { Link, usePathname } from '@/lib/router';
import { Button, buttonVariants } from '@/components/ui/button';
import { StaticMenu, StaticMenuLink } from '@/components/ui/static-menu';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toolsNavigation } from '@/config/navigation';
import { navigationIcons } from '@/config/navigation-icons';
import { usePrerender } from '@/lib/prerender';
import { cn } from '@/lib/utils';

/** The tools as links, laid out as the menu's items are. */
function ToolItem({ href, label, description }: { href: string; label: string; description?: string }) {
  const Icon = navigationIcons[href];
  return (
    <>
      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 [&_svg]:text-brand-600!">
        <Icon aria-hidden="true" />
      </span>
      <span className="grid">
        <span className="font-medium text-slate-900">{label}</span>
        {description && <span className="text-xs text-muted-foreground">{description}</span>}
      </span>
    </>
  );
}

/** The Tools menu of the page rendered to static HTML: a disclosure that needs no script. */
function StaticToolsMenu() {
  return (
    <StaticMenu
      trigger={
        <>
          Tools
          <ChevronDown aria-hidden="true" className="text-slate-400 transition-transform group-open:rotate-180" />
        </>
      }
      triggerClassName={cn(buttonVariants({ variant: 'ghost' }), 'h-9 gap-1 px-3 font-medium text-slate-600 group-open:bg-muted')}
      panelClassName="left-0 w-72"
    >
      {toolsNavigation.map((tool) => (
        <StaticMenuLink key={tool.href} href={tool.href} className="items-start gap-3 py-2.5">
          <ToolItem {...tool} />
        </StaticMenuLink>
      ))}
    </StaticMenu>
  );
}

export function ToolsMenu() {
  if (usePrerender()) return <StaticToolsMenu />;
  return <AppToolsMenu />;
}

function AppToolsMenu() {
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
        {toolsNavigation.map((tool) => (
          <DropdownMenuItem key={tool.href} asChild className="items-start gap-3 py-2.5">
            <Link to={tool.href}>
              <ToolItem {...tool} />
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
