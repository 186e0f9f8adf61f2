import { describe, expect, it } from 'vitest';
import { defaultPlanId, formatCents, getPlan, isPlanId, planGuarantees, planName, plans } from '@/config/plans';

describe('plans (seed 000 §9)', () => {
  it('holds starter $19, professional $39 and executive $79, monthly', () => {
    expect(plans.map((p) => [p.id, p.name, p.price, p.interval])).toEqual([
      ['starter', 'Starter', 19, 'month'],
      ['professional', 'Professional', 39, 'month'],
      ['executive', 'Executive', 79, 'month'],
    ]);
  });

  it('marks only professional as popular and selects it by default', () => {
    expect(plans.filter((p) => p.popular).map((p) => p.id)).toEqual(['professional']);
    expect(defaultPlanId).toBe('professional');
  });

  it('lists the features and limits of each plan', () => {
    const starter = getPlan('starter');
    expect(starter?.features).toEqual(
      expect.arrayContaining(['Track up to 50 applications', '3 resume templates', '5 AI resume reviews per month']),
    );
    expect(starter?.limitations).toEqual(['No interview coaching']);
    expect(getPlan('professional')?.features).toEqual(
      expect.arrayContaining(['AI interview coach', 'Salary negotiation guidance', 'Skills gap analysis', 'Career path exploration']),
    );
    expect(getPlan('executive')?.features).toEqual(
      expect.arrayContaining(['A monthly 1-on-1 coaching session', 'Salary benchmarking reports', 'Phone and chat support']),
    );
    for (const plan of plans) expect(plan.description.length).toBeGreaterThan(10);
  });

  it('carries the marketing claims', () => {
    expect(planGuarantees).toEqual(['30-day money-back guarantee', 'Cancel anytime', '2-minute setup']);
  });

  it('shows cents divided by 100 with two decimals', () => {
    expect(formatCents(3900)).toBe('$39.00');
    expect(formatCents(1999)).toBe('$19.99');
    expect(formatCents(0)).toBe('$0.00');
  });

  it('names known plans and falls back for unknown ids', () => {
    expect(planName('executive')).toBe('Executive');
    expect(planName('platinum')).toBe('Stride');
    expect(planName(null, 'Your plan')).toBe('Your plan');
    expect(isPlanId('starter')).toBe(true);
    expect(isPlanId('Starter')).toBe(false);
  });
});
