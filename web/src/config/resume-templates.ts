/**
 * The resume templates of seed 001 §2.5. The server's PDF renderer
 * (internal/resumepdf) uses the same ids, names and colours, so the live
 * preview and the downloaded PDF look alike.
 */
export type ResumeTemplateId = 'modern' | 'creative' | 'executive' | 'minimal';

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
