import type { SubscriptionPlan } from '@/types/api';
import { formatDollars } from '@/lib/dates';

/**
 * The subscription plans of seed 000 §9, kept as data: every screen that
 * shows plans (landing page, plan selection, payment, payment success, the
 * home dashboard's plan badge) reads them from here.
 */
export type PlanId = SubscriptionPlan;

/**
 * What a plan allows (seed 000 §9), the same data the server enforces
 * (billing.go); null is unlimited.
 */
export interface PlanLimits {
  applications: number | null;
  resumeTemplates: readonly string[];
  /** AI resume reviews (optimise) per calendar month. */
  resumeReviews: number | null;
  interviewCoach: boolean;
}

export interface Plan {
  id: PlanId;
  name: string;
  /** Monthly price in US dollars. */
  price: number;
  interval: 'month';
  description: string;
  popular: boolean;
  features: string[];
  limitations: string[];
  limits: PlanLimits;
  /** The plan whose features this one includes in full, listed as 'Everything in {name}'. */
  includes?: PlanId;
}

const allTemplates = ['modern', 'creative', 'executive', 'minimal'] as const;

export const plans: readonly Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    price: 19,
    interval: 'month',
    description: 'Get your job search organised and your resume in shape.',
    popular: false,
    features: [
      'Job search with match scores',
      'Track up to 50 applications',
      '3 resume templates',
      '5 AI resume reviews per month',
    ],
    limitations: ['No interview coaching'],
    limits: { applications: 50, resumeTemplates: ['modern', 'creative', 'minimal'], resumeReviews: 5, interviewCoach: false },
  },
  {
    id: 'professional',
    name: 'Professional',
    price: 39,
    interval: 'month',
    description: 'Everything an active job seeker needs to land the next role.',
    popular: true,
    features: [
      'Unlimited AI resume optimisation',
      'Unlimited application tracking',
      '10+ resume templates',
      'AI interview coach',
      'Salary negotiation guidance',
      'Skills gap analysis',
      'Career path exploration',
    ],
    limitations: [],
    limits: { applications: null, resumeTemplates: allTemplates, resumeReviews: null, interviewCoach: true },
  },
  {
    id: 'executive',
    name: 'Executive',
    price: 79,
    interval: 'month',
    description: 'Personal guidance for senior leaders and ambitious career moves.',
    popular: false,
    features: [
      'Everything in Professional',
      'Executive resume templates',
      'A monthly 1-on-1 coaching session',
      'LinkedIn profile optimisation',
      'Salary benchmarking reports',
      'Phone and chat support',
    ],
    limitations: [],
    limits: { applications: null, resumeTemplates: allTemplates, resumeReviews: null, interviewCoach: true },
    includes: 'professional',
  },
];

/** Seed 000 §9: professional is selected by default on /subscribe. */
export const defaultPlanId: PlanId = 'professional';

/** Seed 000 §9: the marketing claims shown with the plans. */
export const planGuarantees = ['30-day money-back guarantee', 'Cancel anytime', '2-minute setup'] as const;

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && plans.some((plan) => plan.id === value);
}

export function getPlan(id: string | null | undefined): Plan | undefined {
  return plans.find((plan) => plan.id === id);
}

/** The plan's display name; an unknown id falls back to `fallback`. */
export function planName(id: string | null | undefined, fallback = 'Stride'): string {
  return getPlan(id)?.name ?? fallback;
}

/** "$39" for whole dollars; prices are monthly (seed 000 §9). */
export function formatPlanPrice(plan: Pick<Plan, 'price'>): string {
  return `$${plan.price}`;
}

/** Seed 000 §9: a payment amount is in cents, shown divided by 100 with two decimals ("$39.00"). */
export function formatCents(cents: number): string {
  return formatDollars(cents / 100, 2);
}

/** The limits of the user's plan; an unknown plan is starter's, as on the server. */
export function planLimits(id: string | null | undefined): PlanLimits {
  return (getPlan(id) ?? plans[0]).limits;
}

/** Whether the plan includes the AI interview coach. */
export function planIncludesCoach(id: string | null | undefined): boolean {
  return planLimits(id).interviewCoach;
}
