import { describe, expect, it } from 'vitest';
import { getPlan } from '@/config/plans';
import { planChange } from '@/features/billing/plan-change';

describe('a change of plan', () => {
  it('says what a change of plan gains or loses, from the plans’ features', () => {
    const professional = getPlan('professional')!.features;
    const executiveOwn = getPlan('executive')!.features.filter((f) => f !== 'Everything in Professional');
    expect(getPlan('executive')!.features).toContain('Everything in Professional');

    const down = planChange('executive', 'professional');
    expect(down).toMatchObject({ direction: 'downgrade', gained: [], lost: executiveOwn });
    expect(down?.lost).toEqual(expect.arrayContaining(['A monthly 1-on-1 coaching session', 'Phone and chat support']));
    expect(planChange('executive', 'starter')?.lost).toEqual([...professional, ...executiveOwn]);
    expect(planChange('professional', 'starter')?.lost).toContain('AI interview coach');

    const up = planChange('starter', 'professional');
    expect(up).toMatchObject({ direction: 'upgrade', gained: professional, lost: [] });
    expect(planChange('starter', 'executive')?.gained).toEqual([...professional, ...executiveOwn]);

    expect(planChange('professional', 'professional')).toBeNull();
    expect(planChange('platinum', 'starter')).toBeNull();
    expect(planChange(null, 'starter')).toBeNull();
  });
});
