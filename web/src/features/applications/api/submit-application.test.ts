import { describe, expect, it } from 'vitest';
import { applicationPayload, applyFormSchema, type ApplyFormValues } from '@/features/applications/api/submit-application';

const valid: ApplyFormValues = {
  fullName: 'Alex Morgan',
  email: 'alex@example.com',
  phone: '+1 555 123 4567',
  resumeUrl: '',
  coverLetter: 'I have shipped B2B products for six years and would love to bring that to your team.',
  experience: 'senior',
  availability: '2weeks',
  portfolioUrl: '',
  linkedinUrl: '',
  additionalNotes: '',
};

function messages(values: Partial<ApplyFormValues>): Record<string, string> {
  const result = applyFormSchema.safeParse({ ...valid, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('applyFormSchema (seed 001 §5)', () => {
  it('accepts a complete form with empty optional links', () => {
    expect(messages({})).toEqual({});
  });

  it("shows the seed's message for every rule", () => {
    expect(
      messages({
        fullName: 'A',
        email: 'not-an-email',
        phone: '12345',
        resumeUrl: 'resume',
        coverLetter: 'Too short',
        experience: '',
        availability: '',
        portfolioUrl: 'portfolio',
        linkedinUrl: 'linkedin',
      }),
    ).toEqual({
      fullName: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      resumeUrl: 'Please enter a valid resume URL',
      coverLetter: 'Cover letter must be at least 50 characters',
      experience: 'Please select your experience level',
      availability: 'Please select your availability',
      portfolioUrl: 'Please enter a valid portfolio URL',
      linkedinUrl: 'Please enter a valid LinkedIn URL',
    });
  });

  it('accepts http(s) links', () => {
    expect(
      messages({ resumeUrl: 'https://example.com/cv.pdf', linkedinUrl: 'https://www.linkedin.com/in/alex' }),
    ).toEqual({});
  });
});

describe('applicationPayload', () => {
  it('builds the POST /api/applications body with nulls for empty optionals', () => {
    const body = applicationPayload({
      userId: 'u1',
      job: { id: 'j1', title: 'Product Lead', company: 'Cobalt' },
      values: { ...valid, portfolioUrl: 'https://alex.dev' },
      appliedAt: '2026-11-22T10:00:00.000Z',
    });
    expect(body).toEqual({
      userId: 'u1',
      jobId: 'j1',
      jobTitle: 'Product Lead',
      company: 'Cobalt',
      status: 'applied',
      applicantName: 'Alex Morgan',
      applicantEmail: 'alex@example.com',
      applicantPhone: '+1 555 123 4567',
      resumeUrl: null,
      coverLetter: valid.coverLetter,
      experience: 'senior',
      availability: '2weeks',
      portfolioUrl: 'https://alex.dev',
      linkedinUrl: null,
      additionalNotes: null,
      appliedAt: '2026-11-22T10:00:00.000Z',
    });
  });
});
