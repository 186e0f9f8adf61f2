import { Fragment, type CSSProperties, type ReactNode } from 'react';
import type { ResumeTemplate } from '@/config/resume-templates';
import { dateRange, monthYear, type ResumeContent } from '@/features/resumes/lib/resume-content';
import { cn } from '@/lib/utils';

/** Contact details up to this long are kept on one line. */
const UNBROKEN_CONTACT = 30;

/**
 * A live HTML rendering of the resume in the chosen template: the same
 * header styles, colours, sections and order as the server's PDF.
 */
export function ResumePreview({ content, template }: { content: ResumeContent; template: ResumeTemplate }) {
  const p = content.personalInfo;
  const contact = [p.email, p.phone, p.location, p.linkedin, p.website].map((s) => s.trim()).filter(Boolean);
  const font: CSSProperties = {
    fontFamily: template.serif ? 'Georgia, "Liberation Serif", "Times New Roman", serif' : undefined,
  };
  const name = p.name.trim() || 'Your Name';
  const empty =
    !p.name.trim() &&
    !p.summary.trim() &&
    content.experience.length === 0 &&
    content.education.length === 0 &&
    content.skills.length === 0 &&
    content.projects.length === 0 &&
    content.certifications.length === 0;

  return (
    <div
      className="relative overflow-hidden rounded-lg border border-slate-200 bg-white text-[13px] leading-relaxed text-slate-700 shadow-soft"
      style={font}
      data-testid="resume-preview"
      data-template={template.id}
    >
      {template.header === 'sidebar' && (
        <span aria-hidden="true" className="absolute inset-y-0 left-0 w-2.5" style={{ backgroundColor: template.color }} />
      )}
      <header
        className={cn(
          template.header === 'band' && 'px-6 py-5 text-white sm:px-8',
          template.header === 'centered' && 'mx-6 border-b-2 pt-6 pb-3 text-center sm:mx-8',
          (template.header === 'sidebar' || template.header === 'plain') && 'px-6 pt-6 sm:px-8',
          template.header === 'sidebar' && 'pl-8 sm:pl-10',
        )}
        style={
          template.header === 'band'
            ? { backgroundColor: template.color }
            : template.header === 'centered'
              ? { borderColor: template.accent }
              : undefined
        }
      >
        <p
          className={cn('text-2xl leading-tight font-bold break-words', !p.name.trim() && 'opacity-60')}
          style={template.header === 'band' ? undefined : { color: template.color }}
          data-testid="preview-name"
        >
          {name}
        </p>
        {contact.length > 0 && (
          <p
            className={cn('mt-1.5 text-xs break-words', template.header === 'band' ? 'text-blue-50' : 'text-slate-500')}
          >
            {contact.map((item, i) => (
              <Fragment key={i}>
                {i > 0 && '  ·  '}
                {/* A phone number or a place is not broken across lines; a long address or URL may be. */}
                <span className={item.length <= UNBROKEN_CONTACT ? 'whitespace-nowrap' : undefined}>{item}</span>
              </Fragment>
            ))}
          </p>
        )}
      </header>

      <div className={cn('grid gap-4 px-6 pt-4 pb-6 sm:px-8', template.header === 'sidebar' && 'pl-8 sm:pl-10')}>
        {empty && (
          <p className="py-6 text-center text-sm text-slate-400">
            Your resume appears here as you fill it in, upload a file or answer the AI interview.
          </p>
        )}
        {p.summary.trim() && (
          <PreviewSection title="Summary" template={template}>
            <Paragraphs text={p.summary} />
          </PreviewSection>
        )}
        {content.experience.length > 0 && (
          <PreviewSection title="Experience" template={template}>
            {content.experience.map((e, i) => (
              <PreviewEntry
                key={i}
                title={e.title}
                subtitle={[e.company, e.location].filter((s) => s.trim()).join(' · ')}
                date={dateRange(e.startDate, e.endDate)}
                body={e.description}
                template={template}
              />
            ))}
          </PreviewSection>
        )}
        {content.education.length > 0 && (
          <PreviewSection title="Education" template={template}>
            {content.education.map((e, i) => (
              <PreviewEntry
                key={i}
                title={e.degree}
                subtitle={[e.school, e.location].filter((s) => s.trim()).join(' · ')}
                date={monthYear(e.graduationDate)}
                body={e.details}
                template={template}
              />
            ))}
          </PreviewSection>
        )}
        {content.skills.length > 0 && (
          <PreviewSection title="Skills" template={template}>
            <p>{content.skills.join(' · ')}</p>
          </PreviewSection>
        )}
        {content.projects.length > 0 && (
          <PreviewSection title="Projects" template={template}>
            {content.projects.map((pr, i) => (
              <PreviewEntry
                key={i}
                title={pr.name}
                subtitle={pr.link}
                date=""
                body={[pr.description, pr.technologies.length ? `Technologies: ${pr.technologies.join(', ')}` : '']
                  .filter((s) => s.trim())
                  .join('\n')}
                template={template}
              />
            ))}
          </PreviewSection>
        )}
        {content.certifications.length > 0 && (
          <PreviewSection title="Certifications" template={template}>
            {content.certifications.map((c, i) => (
              <PreviewEntry key={i} title={c.name} subtitle={c.issuer} date={monthYear(c.date)} body="" template={template} />
            ))}
          </PreviewSection>
        )}
      </div>
    </div>
  );
}

function PreviewSection({ title, template, children }: { title: string; template: ResumeTemplate; children: ReactNode }) {
  const band = template.header === 'band';
  const centered = template.header === 'centered';
  return (
    <section>
      <h3
        className={cn(
          'mb-2 font-bold',
          band ? 'border-b pb-1 text-[15px]' : 'text-xs tracking-[0.08em] uppercase',
          centered && 'border-b border-slate-300 pb-1 text-[13px]',
        )}
        style={{ color: centered ? template.color : template.accent, borderColor: band ? template.color : undefined }}
      >
        {title}
      </h3>
      <div className="grid grid-cols-1 gap-3">{children}</div>
    </section>
  );
}

function PreviewEntry({
  title,
  subtitle,
  date,
  body,
  template,
}: {
  title: string;
  subtitle: string;
  date: string;
  body: string;
  template: ResumeTemplate;
}) {
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-semibold text-slate-900">{title.trim() || 'Untitled'}</p>
        {date && <p className="text-xs text-slate-500">{date}</p>}
      </div>
      {subtitle.trim() && (
        <p className="text-xs font-medium" style={{ color: template.header === 'plain' ? '#475569' : template.accent }}>
          {subtitle}
        </p>
      )}
      {body.trim() && <Paragraphs text={body} className="mt-1" />}
    </div>
  );
}

/** Text with one line per paragraph; "•", "-" and "*" lines become a bullet list. */
function Paragraphs({ text, className }: { text: string; className?: string }) {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const isBullet = (l: string) => /^(•|- |\* )/.test(l);
  return (
    <div className={cn('grid gap-0.5', className)}>
      {lines.map((line, i) =>
        isBullet(line) ? (
          <p key={i} className="flex gap-2 pl-1">
            <span aria-hidden="true">•</span>
            <span className="min-w-0 break-words">{line.replace(/^(•|-|\*)\s*/, '')}</span>
          </p>
        ) : (
          <p key={i} className="break-words">
            {line}
          </p>
        ),
      )}
    </div>
  );
}
