import { splitList } from '@/features/materials/lib/form-values';
import { isHttpUrl } from '@/lib/urls';
import { z } from '@/lib/zod';

/** The most projects a portfolio summary takes (material.go, MaxMaterialProjects). */
export const MAX_PROJECTS = 30;

export const PROJECT_TITLE_REQUIRED = 'Project title is required';
export const PROJECT_LINK_INVALID = 'Enter a link starting with http:// or https://';

/** One project as the person types it: technologies comma-separated. */
export const projectRowSchema = z.object({
  name: z.string().check(
    z.trim(),
    z.minLength(1, PROJECT_TITLE_REQUIRED),
    z.maxLength(200, 'Project title must be at most 200 characters'),
  ),
  description: z.string().check(z.trim(), z.maxLength(2000, 'Keep this under 2,000 characters')),
  technologies: z.string().check(z.trim(), z.maxLength(500, 'Keep this under 500 characters')),
  link: z.string().check(
    z.trim(),
    z.maxLength(500, 'Link must be at most 500 characters'),
    z.refine((v) => v === '' || isHttpUrl(v), PROJECT_LINK_INVALID),
  ),
});
export type ProjectRow = z.infer<typeof projectRowSchema>;

export const emptyProject: ProjectRow = { name: '', description: '', technologies: '', link: '' };

/** A project as the API takes it (PortfolioProject in material.go). */
export interface ApiProject {
  name: string;
  description: string;
  technologies: string[];
  link?: string;
}

const text = z.catch(z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v?.trim() ?? '')), '');
const savedProjectSchema = z.object({
  name: text,
  title: text,
  description: text,
  impact: text,
  link: text,
  url: text,
  technologies: z.catch(z.union([z.array(z.string()), z.string()]), []),
});

/**
 * The rows the form starts from: the default resume's projects, which the
 * materials profile holds as JSON text. Text that is not such a list gives
 * no rows.
 */
export function projectRowsFromJson(json: string): ProjectRow[] {
  if (json.trim() === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const rows: ProjectRow[] = [];
  for (const item of value.slice(0, MAX_PROJECTS)) {
    const parsed = savedProjectSchema.safeParse(item);
    if (!parsed.success) continue;
    const p = parsed.data;
    const name = p.name || p.title;
    const description = [p.description, p.impact].filter(Boolean).join(' ');
    if (!name && !description) continue;
    const technologies = Array.isArray(p.technologies) ? p.technologies.map((t) => t.trim()).filter(Boolean) : splitList(p.technologies);
    rows.push({ name, description, technologies: technologies.join(', '), link: p.link || p.url });
  }
  return rows;
}

/** The rows as the API's JSON list: technologies split at commas, an empty link left out. */
export function toApiProjects(rows: ProjectRow[]): ApiProject[] {
  return rows.map((row) => {
    const link = row.link.trim();
    return {
      name: row.name.trim(),
      description: row.description.trim(),
      technologies: splitList(row.technologies),
      ...(link ? { link } : {}),
    };
  });
}
