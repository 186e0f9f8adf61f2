/** Seed 001 §5: the experience levels of the application form. */
export const experienceOptions = [
  { value: 'entry', label: 'Entry level (0-2 years)' },
  { value: 'mid', label: 'Mid level (2-5 years)' },
  { value: 'senior', label: 'Senior (5-8 years)' },
  { value: 'lead', label: 'Lead (8+ years)' },
] as const;

/** Seed 001 §5: when an applicant can start. */
export const availabilityOptions = [
  { value: 'immediate', label: 'Immediately' },
  { value: '2weeks', label: 'In 2 weeks' },
  { value: '1month', label: 'In 1 month' },
  { value: '2months', label: 'In 2 months' },
] as const;

/** Industry list of seed 000 §9 (onboarding and the profile page). */
export const industries = [
  'Technology',
  'Healthcare',
  'Finance',
  'Education',
  'Marketing',
  'Sales',
  'Engineering',
  'Design',
  'Operations',
  'Consulting',
  'Legal',
  'Manufacturing',
  'Real Estate',
  'Retail',
  'Other',
] as const;
