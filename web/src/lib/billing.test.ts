import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { formatUsage, isPlanLimitError } from '@/lib/billing';
import { planIncludesCoach, planLimits } from '@/config/plans';

describe('billing', () => {
  it('tells a plan-limit refusal (402) from other errors', () => {
    expect(isPlanLimitError(new ApiError(402, 'Upgrade your plan'))).toBe(true);
    expect(isPlanLimitError(new ApiError(403, 'Not yours'))).toBe(false);
    expect(isPlanLimitError(new Error('402: x'))).toBe(false);
  });

  it('shows usage against a limit, or alone when unlimited', () => {
    expect(formatUsage(12, 50)).toBe('12 of 50');
    expect(formatUsage(7, -1)).toBe('7');
  });

  it('keeps the limits of seed 000 §9, with unknown plans on starter', () => {
    expect(planLimits('starter')).toMatchObject({ applications: 50, resumeReviews: 5, interviewCoach: false });
    expect(planLimits('starter').resumeTemplates).toHaveLength(3);
    expect(planIncludesCoach('professional')).toBe(true);
    expect(planIncludesCoach('executive')).toBe(true);
    expect(planIncludesCoach('platinum')).toBe(false);
  });
});
