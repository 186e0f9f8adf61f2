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

/**
 * The industry list (onboarding and the profile page): every value of seed 000 §9 and the industries of O*NET's major
 * groups, A to Z with Other last. The same as Go's stride.Industries (TestIndustriesMatchTheWeb), which validates it.
 */
export const industries = [
  'Administrative Support',
  'Agriculture',
  'Arts and Entertainment',
  'Construction',
  'Consulting',
  'Design',
  'Education',
  'Engineering',
  'Facilities and Grounds',
  'Finance',
  'Government',
  'Healthcare',
  'Hospitality',
  'Human Resources',
  'Legal',
  'Logistics',
  'Maintenance and Repair',
  'Manufacturing',
  'Marketing',
  'Media and Communications',
  'Military',
  'Operations',
  'Personal Care and Services',
  'Public Safety',
  'Real Estate',
  'Retail',
  'Sales',
  'Science and Research',
  'Social Services',
  'Technology',
  'Transportation',
  'Other',
] as const;
