import { Check, Copy, Download, FileCode2, FileImage, FileText, Palette } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { copyToClipboard } from '@/lib/clipboard';
import {
  brandColours,
  guidelinesFile,
  logoAssets,
  type BrandColour,
  type LogoAsset,
} from '@/features/downloads/components/brand-assets';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { cn } from '@/lib/utils';
import { IconCardList } from '@/components/icon-card-list';

const downloadClass =
  'inline-flex h-10 items-center justify-center gap-2 rounded-lg px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-4';

function AssetCard({ asset }: { asset: LogoAsset }) {
  return (
    <li data-testid={`asset-${asset.id}`} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-soft">
      <div className="grid min-h-52 place-items-center border-b border-slate-200 bg-[conic-gradient(#f1f5f9_25%,#fff_0_50%,#f1f5f9_0_75%,#fff_0)] bg-[size:20px_20px] p-6 sm:p-8">
        <img
          src={asset.preview}
          alt={`Stride ${asset.name.toLowerCase()} preview`}
          width={asset.width}
          height={asset.height}
          className={cn('h-auto', asset.id === 'logo' ? 'w-full max-w-sm' : 'w-28 sm:w-32')}
        />
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <div className="flex items-baseline justify-between gap-2">
          <h2 className="text-lg font-semibold text-slate-900">{asset.name}</h2>
          <span className="text-xs text-slate-500">
            {asset.width} × {asset.height}
          </span>
        </div>
        <p className="mt-1 text-sm text-slate-600">{asset.description}</p>
        <div className="mt-5 grid gap-2 sm:grid-cols-2">
          {asset.files.map((file) => (
            <a
              key={file.format}
              href={file.href}
              download
              aria-label={`Download ${file.format} of the ${asset.name.toLowerCase()}`}
              className={cn(
                downloadClass,
                'h-auto flex-col items-start gap-0.5 border py-2.5 text-left',
                file.format === 'SVG'
                  ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
                  : 'border-slate-200 bg-white text-slate-900 hover:bg-slate-50',
              )}
            >
              <span className="inline-flex items-center gap-2 font-semibold">
                <Download aria-hidden="true" />
                Download {file.format}
              </span>
              <span className={cn('text-xs', file.format === 'SVG' ? 'text-brand-100' : 'text-slate-500')}>{file.note}</span>
            </a>
          ))}
        </div>
      </div>
    </li>
  );
}

function ColourSwatch({ colour }: { colour: BrandColour }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    if (await copyToClipboard(colour.hex)) {
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
      toast({ title: 'Copied!', description: `${colour.hex} copied to clipboard.` });
    } else {
      toast({ variant: 'destructive', title: 'Copy failed', description: `Select ${colour.hex} and copy it by hand.` });
    }
  }
  return (
    <li className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-soft">
      <div className="h-24 sm:h-28" style={{ backgroundColor: colour.hex }} />
      <div className="flex items-start justify-between gap-3 p-4">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{colour.name}</p>
          <p className="font-mono text-sm text-slate-700 uppercase">{colour.hex}</p>
          <p className="mt-1 text-xs text-slate-500">{colour.role}</p>
        </div>
        <button
          type="button"
          onClick={() => void copy()}
          aria-label={`Copy ${colour.name} ${colour.hex}`}
          className={cn(
            downloadClass,
            'size-10 shrink-0 border border-slate-200 bg-white px-0 text-slate-600 hover:bg-slate-50 hover:text-slate-900',
            copied && 'border-emerald-200 bg-emerald-50 text-emerald-700 hover:bg-emerald-50 hover:text-emerald-700',
          )}
        >
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        </button>
      </div>
    </li>
  );
}

const formatNotes = [
  {
    icon: FileCode2,
    title: 'SVG: the first choice',
    text: 'A vector file: sharp at every size and small. Use it for websites, apps, print and anything that will be scaled.',
  },
  {
    icon: FileImage,
    title: 'PNG: when SVG is not accepted',
    text: 'Fixed pixels on a transparent background, for slides, documents, e-mail and upload forms that only take images. Do not enlarge past its size.',
  },
  {
    icon: FileText,
    title: 'Guidelines: before you use them',
    text: 'Clear space, minimum sizes, colours and what not to do with the logo, in a plain text file.',
  },
];

/** Logo downloads (seed 001 §2.11): previews, files, palette and format notes. */
export function LogoDownloads() {
  useDocumentTitle('Logo downloads');
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Logo downloads</h1>
          <p className="mt-2 text-sm text-slate-600 sm:text-base">
            Stride’s logo and icon for articles, presentations and partner pages. Read the usage guidelines before you
            use them.
          </p>
        </div>
        <a href={guidelinesFile.href} download className={cn(downloadClass, 'border border-slate-200 bg-white text-slate-900 shadow-soft hover:bg-slate-50')}>
          <FileText aria-hidden="true" className="text-brand-600" />
          Download usage guidelines
        </a>
      </header>

      <ul className="mt-8 grid gap-6 lg:grid-cols-[1.5fr_1fr]">
        {logoAssets.map((asset) => (
          <AssetCard key={asset.id} asset={asset} />
        ))}
      </ul>

      <section aria-labelledby="palette-heading" className="mt-12">
        <div className="flex items-center gap-2">
          <Palette aria-hidden="true" className="size-5 text-brand-600" />
          <h2 id="palette-heading" className="text-lg font-semibold text-slate-900">
            Colour palette
          </h2>
        </div>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {brandColours.map((colour) => (
            <ColourSwatch key={colour.hex} colour={colour} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="formats-heading" className="mt-12">
        <h2 id="formats-heading" className="text-lg font-semibold text-slate-900">
          Which file to use
        </h2>
        <IconCardList items={formatNotes} className="md:grid-cols-3" />
      </section>
    </div>
  );
}
