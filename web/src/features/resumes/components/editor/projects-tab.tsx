import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyList, EntryCard } from '@/features/resumes/components/entry-card';
import { Field } from '@/features/resumes/components/field';
import {
  emptyProject,
  moveItem,
  parseTechnologies,
  removeItem,
  replaceItem,
  type Project,
} from '@/features/resumes/lib/resume-content';

/** The Projects tab: name, link, description and technologies of each project. */
export function ProjectsTab({ value, onChange }: { value: Project[]; onChange: (v: Project[]) => void }) {
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
