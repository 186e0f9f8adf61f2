import { Award, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyList, EntryCard } from '@/features/resumes/components/entry-card';
import { Field } from '@/features/resumes/components/field';
import {
  emptyCertification,
  emptyEducation,
  moveItem,
  removeItem,
  replaceItem,
  type Certification,
  type Education,
} from '@/features/resumes/lib/resume-content';

/** The Education tab: degrees and courses, then certifications. */
export function EducationTab({
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
                <Field label="Degree" checkPath={`education[${index}].degree`} value={entry.degree} onChange={set('degree')} placeholder="B.S. Computer Science" />
                <Field label="School" checkPath={`education[${index}].school`} value={entry.school} onChange={set('school')} placeholder="University of Colorado" />
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
