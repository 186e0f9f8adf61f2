/**
 * The resume templates: the four of seed 001 §2.5 and six more (the
 * Professional plan promises "10+ resume templates"), each one column of
 * real text under standard headings. The server's PDF renderer
 * (internal/resumerender) uses the same ids, names and colours, so the live
 * preview and the downloaded PDF look alike.
 */
export type ResumeTemplateId =
  | 'modern'
  | 'creative'
  | 'executive'
  | 'minimal'
  | 'corporate'
  | 'classic'
  | 'technical'
  | 'elegant'
  | 'healthcare'
  | 'academic';

/** How the name header is drawn: the same four styles as the PDF. */
export type ResumeHeaderStyle = 'band' | 'sidebar' | 'centered' | 'plain';

export interface ResumeTemplate {
  id: ResumeTemplateId;
  name: string;
  description: string;
  color: string;
  accent: string;
  header: ResumeHeaderStyle;
  serif: boolean;
}

export const resumeTemplates: readonly ResumeTemplate[] = [
  {
    id: 'modern',
    name: 'Modern Professional',
    description: 'Clean lines and a bold blue header, for most roles.',
    color: '#2563eb',
    accent: '#1d4ed8',
    header: 'band',
    serif: false,
  },
  {
    id: 'creative',
    name: 'Creative Designer',
    description: 'A violet edge and pink headings that stand out.',
    color: '#8b5cf6',
    accent: '#ec4899',
    header: 'sidebar',
    serif: false,
  },
  {
    id: 'executive',
    name: 'Executive Classic',
    description: 'Centred serif header with amber rules, for senior roles.',
    color: '#1e293b',
    accent: '#b45309',
    header: 'centered',
    serif: true,
  },
  {
    id: 'minimal',
    name: 'Minimal Clean',
    description: 'Quiet black and grey type that lets the content speak.',
    color: '#111827',
    accent: '#6b7280',
    header: 'plain',
    serif: false,
  },
  {
    id: 'corporate',
    name: 'Corporate Navy',
    description: 'A deep navy header band, for finance, consulting and operations.',
    color: '#1e3a8a',
    accent: '#1e40af',
    header: 'band',
    serif: false,
  },
  {
    id: 'classic',
    name: 'Classic Serif',
    description: 'Traditional serif type with a plain header, for law, education and the public sector.',
    color: '#1f2937',
    accent: '#7f1d1d',
    header: 'plain',
    serif: true,
  },
  {
    id: 'technical',
    name: 'Technical Clean',
    description: 'Teal headings and compact sans type, for engineering and IT.',
    color: '#0f766e',
    accent: '#0d9488',
    header: 'plain',
    serif: false,
  },
  {
    id: 'elegant',
    name: 'Elegant Centred',
    description: 'A centred serif name over a violet rule, for design and communications.',
    color: '#3b0764',
    accent: '#7c3aed',
    header: 'centered',
    serif: true,
  },
  {
    id: 'healthcare',
    name: 'Healthcare Calm',
    description: 'A calm green header band, for clinical and care roles.',
    color: '#047857',
    accent: '#065f46',
    header: 'band',
    serif: false,
  },
  {
    id: 'academic',
    name: 'Academic CV',
    description: 'A centred serif header with slate rules, for research and teaching.',
    color: '#0f172a',
    accent: '#475569',
    header: 'centered',
    serif: true,
  },
];

/** Seed 001 §9: the default resume template. */
export const DEFAULT_RESUME_TEMPLATE: ResumeTemplateId = 'modern';

export function isResumeTemplateId(value: unknown): value is ResumeTemplateId {
  return typeof value === 'string' && resumeTemplates.some((t) => t.id === value);
}

/** The template with this id, or the default one. */
export function resumeTemplate(id: string | null | undefined): ResumeTemplate {
  return resumeTemplates.find((t) => t.id === id) ?? resumeTemplates[0];
}
