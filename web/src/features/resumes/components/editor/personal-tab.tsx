import { Field } from '@/features/resumes/components/field';
import type { PersonalInfo } from '@/features/resumes/lib/resume-content';

/** The Personal tab: contact details and the summary. */
export function PersonalTab({ value, onChange }: { value: PersonalInfo; onChange: (v: PersonalInfo) => void }) {
  const set = (key: keyof PersonalInfo) => (v: string) => onChange({ ...value, [key]: v });
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Field label="Full name" checkPath="personalInfo.name" value={value.name} onChange={set('name')} placeholder="Jordan Lee" autoComplete="name" />
      <Field
        label="Email"
        checkPath="personalInfo.email"
        type="email"
        value={value.email}
        onChange={set('email')}
        placeholder="jordan@example.com"
        autoComplete="email"
      />
      <Field label="Phone" checkPath="personalInfo.phone" type="tel" value={value.phone} onChange={set('phone')} placeholder="(555) 123-4567" autoComplete="tel" />
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
