import { Award, BookOpen, Briefcase, FolderGit2, Plus, User, Wrench, X } from 'lucide-react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { ResumeTemplate } from '@/config/resume-templates';
import { EmptyList, EntryCard } from '@/features/resumes/components/entry-card';
import { Field } from '@/features/resumes/components/field';
import {
  addSkills,
  emptyCertification,
  emptyEducation,
  emptyExperience,
  emptyProject,
  moveItem,
  parseTechnologies,
  PRESENT,
  removeItem,
  replaceItem,
  type Certification,
  type Education,
  type Experience,
  type PersonalInfo,
  type Project,
  type ResumeContent,
} from '@/features/resumes/lib/resume-content';

/** Tabs wrap onto two rows on a phone instead of hiding off screen. */
const triggerClass = 'h-9 flex-auto sm:flex-1';

export type EditorTab = 'personal' | 'experience' | 'education' | 'skills' | 'projects';

/** The Resume Editor (seed 001 §2.5, with DESIGN.md's real Education, Skills and Projects editors). */
export function ResumeEditor({
  content,
  onChange,
  template,
  tab,
  onTabChange,
}: {
  content: ResumeContent;
  onChange: (next: ResumeContent) => void;
  template: ResumeTemplate;
  tab: EditorTab;
  onTabChange: (tab: EditorTab) => void;
}) {
  return (
    <Card className="p-4 sm:p-6" aria-labelledby="resume-editor-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="resume-editor-heading" className="text-lg font-semibold text-slate-900">
          Resume Editor
        </h2>
        <Badge
          data-testid="template-badge"
          className="border-transparent"
          style={{ backgroundColor: `${template.color}1a`, color: template.accent }}
        >
          <span aria-hidden="true" className="size-2 rounded-full" style={{ backgroundColor: template.color }} />
          {template.name}
        </Badge>
      </div>
      <Tabs value={tab} onValueChange={(v) => onTabChange(v as EditorTab)} className="mt-4">
        <TabsList className="h-auto w-full flex-wrap justify-start">
          <TabsTrigger className={triggerClass} value="personal">
            <User aria-hidden="true" />
            Personal
          </TabsTrigger>
          <TabsTrigger className={triggerClass} value="experience">
            <Briefcase aria-hidden="true" />
            Experience
          </TabsTrigger>
          <TabsTrigger className={triggerClass} value="education">
            <BookOpen aria-hidden="true" />
            Education
          </TabsTrigger>
          <TabsTrigger className={triggerClass} value="skills">
            <Wrench aria-hidden="true" />
            Skills
          </TabsTrigger>
          <TabsTrigger className={triggerClass} value="projects">
            <FolderGit2 aria-hidden="true" />
            Projects
          </TabsTrigger>
        </TabsList>
        <TabsContent value="personal">
          <PersonalTab
            value={content.personalInfo}
            onChange={(personalInfo) => onChange({ ...content, personalInfo })}
          />
        </TabsContent>
        <TabsContent value="experience">
          <ExperienceTab value={content.experience} onChange={(experience) => onChange({ ...content, experience })} />
        </TabsContent>
        <TabsContent value="education">
          <EducationTab
            value={content.education}
            onChange={(education) => onChange({ ...content, education })}
            certifications={content.certifications}
            onCertificationsChange={(certifications) => onChange({ ...content, certifications })}
          />
        </TabsContent>
        <TabsContent value="skills">
          <SkillsTab value={content.skills} onChange={(skills) => onChange({ ...content, skills })} />
        </TabsContent>
        <TabsContent value="projects">
          <ProjectsTab value={content.projects} onChange={(projects) => onChange({ ...content, projects })} />
        </TabsContent>
      </Tabs>
    </Card>
  );
}

function PersonalTab({ value, onChange }: { value: PersonalInfo; onChange: (v: PersonalInfo) => void }) {
  const set = (key: keyof PersonalInfo) => (v: string) => onChange({ ...value, [key]: v });
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Field label="Full name" value={value.name} onChange={set('name')} placeholder="Jordan Lee" autoComplete="name" />
      <Field
        label="Email"
        type="email"
        value={value.email}
        onChange={set('email')}
        placeholder="jordan@example.com"
        autoComplete="email"
      />
      <Field label="Phone" type="tel" value={value.phone} onChange={set('phone')} placeholder="(555) 123-4567" autoComplete="tel" />
      <Field label="Location" value={value.location} onChange={set('location')} placeholder="Denver, CO" />
      <Field
        label="LinkedIn"
        type="url"
        value={value.linkedin}
        onChange={set('linkedin')}
        placeholder="linkedin.com/in/jordanlee"
      />
      <Field label="Website" type="url" value={value.website} onChange={set('website')} placeholder="jordanlee.dev" />
      <Field
        label="Professional summary"
        rows={4}
        value={value.summary}
        onChange={set('summary')}
        placeholder="Two or three sentences on who you are and the result you are proudest of."
        className="sm:col-span-2"
      />
    </div>
  );
}

function ExperienceTab({ value, onChange }: { value: Experience[]; onChange: (v: Experience[]) => void }) {
  return (
    <div className="grid grid-cols-1 gap-3">
      {value.length === 0 ? (
        <EmptyList>No experience yet. Add your most recent role first.</EmptyList>
      ) : (
        <ol className="grid grid-cols-1 gap-3" aria-label="Experience entries">
          {value.map((entry, index) => (
            <ExperienceEntry
              key={index}
              entry={entry}
              index={index}
              count={value.length}
              onChange={(next) => onChange(replaceItem(value, index, next))}
              onMove={(delta) => onChange(moveItem(value, index, delta))}
              onRemove={() => onChange(removeItem(value, index))}
            />
          ))}
        </ol>
      )}
      <Button variant="outline" className="justify-self-start" onClick={() => onChange([...value, emptyExperience()])}>
        <Plus aria-hidden="true" />
        Add Experience
      </Button>
    </div>
  );
}

function ExperienceEntry({
  entry,
  index,
  count,
  onChange,
  onMove,
  onRemove,
}: {
  entry: Experience;
  index: number;
  count: number;
  onChange: (v: Experience) => void;
  onMove: (delta: number) => void;
  onRemove: () => void;
}) {
  const currentId = useId();
  const set = (key: keyof Experience) => (v: string) => onChange({ ...entry, [key]: v });
  const current = entry.endDate.trim().toLowerCase() === PRESENT.toLowerCase();
  const heading = [entry.title, entry.company].filter((s) => s.trim()).join(' at ') || `Experience ${index + 1}`;
  return (
    <EntryCard
      kind="experience"
      index={index}
      count={count}
      heading={heading}
      onMove={onMove}
      onRemove={onRemove}
      testId="experience-entry"
    >
      <Field label="Job title" value={entry.title} onChange={set('title')} placeholder="Product Manager" />
      <Field label="Company" value={entry.company} onChange={set('company')} placeholder="Acme Inc." />
      <Field label="Location" value={entry.location} onChange={set('location')} placeholder="Remote" className="sm:col-span-2" />
      <Field label="Start date" value={entry.startDate} onChange={set('startDate')} placeholder="2021-03" />
      <div className="grid gap-1.5">
        <Field
          label="End date"
          value={current ? PRESENT : entry.endDate}
          onChange={set('endDate')}
          placeholder="2023-08"
          disabled={current}
        />
        <div className="flex items-center gap-2">
          <Checkbox
            id={currentId}
            checked={current}
            onCheckedChange={(checked) => onChange({ ...entry, endDate: checked === true ? PRESENT : '' })}
          />
          <Label htmlFor={currentId} className="text-sm font-normal text-slate-600">
            Current role
          </Label>
        </div>
      </div>
      <Field
        label="Description"
        rows={3}
        value={entry.description}
        onChange={set('description')}
        placeholder="• What you achieved, with numbers where you can"
        className="sm:col-span-2"
      />
    </EntryCard>
  );
}

function EducationTab({
  value,
  onChange,
  certifications,
  onCertificationsChange,
}: {
  value: Education[];
  onChange: (v: Education[]) => void;
  certifications: Certification[];
  onCertificationsChange: (v: Certification[]) => void;
}) {
  return (
    <div className="grid grid-cols-1 gap-3">
      {value.length === 0 ? (
        <EmptyList>No education yet. Add a degree, diploma or course.</EmptyList>
      ) : (
        <ol className="grid grid-cols-1 gap-3" aria-label="Education entries">
          {value.map((entry, index) => {
            const set = (key: keyof Education) => (v: string) => onChange(replaceItem(value, index, { ...entry, [key]: v }));
            return (
              <EntryCard
                key={index}
                kind="education"
                index={index}
                count={value.length}
                heading={entry.degree.trim() || entry.school.trim() || `Education ${index + 1}`}
                onMove={(delta) => onChange(moveItem(value, index, delta))}
                onRemove={() => onChange(removeItem(value, index))}
                testId="education-entry"
              >
                <Field label="Degree" value={entry.degree} onChange={set('degree')} placeholder="B.S. Computer Science" />
                <Field label="School" value={entry.school} onChange={set('school')} placeholder="University of Colorado" />
                <Field label="Location" value={entry.location} onChange={set('location')} placeholder="Boulder, CO" />
                <Field label="Graduation date" value={entry.graduationDate} onChange={set('graduationDate')} placeholder="2019-05" />
                <Field
                  label="Details"
                  rows={2}
                  value={entry.details}
                  onChange={set('details')}
                  placeholder="Honours, relevant courses, GPA"
                  className="sm:col-span-2"
                />
              </EntryCard>
            );
          })}
        </ol>
      )}
      <Button variant="outline" className="justify-self-start" onClick={() => onChange([...value, emptyEducation()])}>
        <Plus aria-hidden="true" />
        Add Education
      </Button>

      <section aria-labelledby="certifications-heading" className="mt-4 border-t border-border pt-4">
        <h3 id="certifications-heading" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <Award aria-hidden="true" className="size-4 text-slate-500" />
          Certifications
        </h3>
        {certifications.length > 0 && (
          <ol className="mt-3 grid grid-cols-1 gap-3" aria-label="Certifications">
            {certifications.map((cert, index) => {
              const set = (key: keyof Certification) => (v: string) =>
                onCertificationsChange(replaceItem(certifications, index, { ...cert, [key]: v }));
              return (
                <EntryCard
                  key={index}
                  kind="certification"
                  index={index}
                  count={certifications.length}
                  heading={cert.name.trim() || `Certification ${index + 1}`}
                  onMove={(delta) => onCertificationsChange(moveItem(certifications, index, delta))}
                  onRemove={() => onCertificationsChange(removeItem(certifications, index))}
                >
                  <Field label="Certification" value={cert.name} onChange={set('name')} placeholder="AWS Solutions Architect" />
                  <Field label="Issuer" value={cert.issuer} onChange={set('issuer')} placeholder="Amazon Web Services" />
                  <Field label="Date" value={cert.date} onChange={set('date')} placeholder="2023-06" />
                </EntryCard>
              );
            })}
          </ol>
        )}
        <Button
          variant="ghost"
          size="sm"
          className="mt-2 text-brand-700"
          onClick={() => onCertificationsChange([...certifications, emptyCertification()])}
        >
          <Plus aria-hidden="true" />
          Add Certification
        </Button>
      </section>
    </div>
  );
}

function SkillsTab({ value, onChange }: { value: string[]; onChange: (v: string[]) => void }) {
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState('');
  const add = () => {
    if (!draft.trim()) return;
    const { skills, duplicates } = addSkills(value, draft);
    onChange(skills);
    setDraft('');
    setNotice(duplicates.length ? `Already on your list: ${duplicates.join(', ')}` : '');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      add();
    }
  };
  return (
    <div className="grid grid-cols-1 gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={inputId}>Add a skill</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            value={draft}
            placeholder="e.g. TypeScript, then press Enter"
            aria-describedby={`${inputId}-hint`}
            onChange={(e) => {
              setDraft(e.target.value);
              setNotice('');
            }}
            onKeyDown={onKeyDown}
          />
          <Button variant="outline" onClick={add} disabled={!draft.trim()}>
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
        <p id={`${inputId}-hint`} className="text-xs text-muted-foreground" aria-live="polite">
          {notice || 'Press Enter to add. Separate several skills with commas.'}
        </p>
      </div>
      {value.length === 0 ? (
        <EmptyList>No skills yet. Add the tools and strengths employers should see.</EmptyList>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Skills">
          {value.map((skill, index) => (
            <li
              key={skill}
              data-testid="skill-chip"
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-700"
            >
              {skill}
              <button
                type="button"
                aria-label={`Remove skill ${skill}`}
                onClick={() => onChange(removeItem(value, index))}
                className="rounded-full p-0.5 text-brand-600 transition-colors hover:bg-brand-100 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ProjectsTab({ value, onChange }: { value: Project[]; onChange: (v: Project[]) => void }) {
  return (
    <div className="grid grid-cols-1 gap-3">
      {value.length === 0 ? (
        <EmptyList>No projects yet. Show something you built.</EmptyList>
      ) : (
        <ol className="grid grid-cols-1 gap-3" aria-label="Project entries">
          {value.map((project, index) => {
            const set = (key: 'name' | 'description' | 'link') => (v: string) =>
              onChange(replaceItem(value, index, { ...project, [key]: v }));
            return (
              <EntryCard
                key={index}
                kind="project"
                index={index}
                count={value.length}
                heading={project.name.trim() || `Project ${index + 1}`}
                onMove={(delta) => onChange(moveItem(value, index, delta))}
                onRemove={() => onChange(removeItem(value, index))}
                testId="project-entry"
              >
                <Field label="Project name" value={project.name} onChange={set('name')} placeholder="Trail Finder" />
                <Field label="Link" type="url" value={project.link} onChange={set('link')} placeholder="github.com/you/project" />
                <Field
                  label="Description"
                  rows={3}
                  value={project.description}
                  onChange={set('description')}
                  placeholder="What it does and what you did"
                  className="sm:col-span-2"
                />
                <TechnologiesField
                  value={project.technologies}
                  onChange={(technologies) => onChange(replaceItem(value, index, { ...project, technologies }))}
                />
              </EntryCard>
            );
          })}
        </ol>
      )}
      <Button variant="outline" className="justify-self-start" onClick={() => onChange([...value, emptyProject()])}>
        <Plus aria-hidden="true" />
        Add Project
      </Button>
    </div>
  );
}

/** Comma-separated technologies, kept as typed while the parsed list goes to the resume. */
function TechnologiesField({ value, onChange }: { value: string[]; onChange: (v: string[]) => void }) {
  const [text, setText] = useState(value.join(', '));
  // An outside change (an import, an optimisation) replaces the text.
  useEffect(() => {
    setText((current) => (parseTechnologies(current).join('|') === value.join('|') ? current : value.join(', ')));
  }, [value]);
  return (
    <Field
      label="Technologies"
      value={text}
      onChange={(next) => {
        setText(next);
        onChange(parseTechnologies(next));
      }}
      placeholder="React, TypeScript, Go"
      hint="Separate with commas."
      className="sm:col-span-2"
    />
  );
}
