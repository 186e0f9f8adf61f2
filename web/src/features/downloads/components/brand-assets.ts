/** Stride's logo files, served from the site root (web/public), and its palette (seed 001 §2.11, §9). */

export interface LogoFile {
  format: 'SVG' | 'PNG';
  href: string;
  note: string;
}

export interface LogoAsset {
  id: 'logo' | 'icon';
  name: string;
  description: string;
  preview: string;
  width: number;
  height: number;
  files: LogoFile[];
}

export const logoAssets: LogoAsset[] = [
  {
    id: 'logo',
    name: 'Full logo',
    description: 'The mark with the Stride wordmark. Use it wherever there is room for the name.',
    preview: '/stride-logo.svg',
    width: 900,
    height: 300,
    files: [
      { format: 'SVG', href: '/stride-logo.svg', note: 'Vector, any size' },
      { format: 'PNG', href: '/stride-logo.png', note: '900 × 300 px, transparent' },
    ],
  },
  {
    id: 'icon',
    name: 'Icon',
    description: 'The mark on its own, for app icons, avatars, favicons and tight spaces.',
    preview: '/stride-icon.svg',
    width: 192,
    height: 192,
    files: [
      { format: 'SVG', href: '/stride-icon.svg', note: 'Vector, any size' },
      { format: 'PNG', href: '/stride-icon.png', note: '192 × 192 px, transparent' },
    ],
  },
];

export const guidelinesFile = { href: '/stride-logo-guidelines.txt', name: 'Usage guidelines' };

export interface BrandColour {
  name: string;
  hex: string;
  role: string;
}

export const brandColours: BrandColour[] = [
  { name: 'Stride Blue', hex: '#3b82f6', role: 'Primary: buttons, links, highlights' },
  { name: 'Deep Blue', hex: '#1d4ed8', role: 'Wordmark, text on light backgrounds, gradients' },
  { name: 'Sky Blue', hex: '#60a5fa', role: 'Accents and the light end of gradients' },
];
