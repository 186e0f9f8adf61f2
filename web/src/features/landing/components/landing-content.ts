import { BarChart3, Briefcase, Compass, FileText, GraduationCap, MessagesSquare, type LucideIcon } from 'lucide-react';

/** Fixed marketing copy of the landing page (seed 000 §1: static, not live data). */

export interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
  points: [string, string];
}

export const features: Feature[] = [
  {
    icon: Briefcase,
    title: 'Job Matching',
    text: 'Every role is scored against your skills, title and goals, so the best fits rise to the top.',
    points: ['A match score on every posting', 'The skills you have and the ones you lack'],
  },
  {
    icon: Compass,
    title: 'Career Planning',
    text: 'See where your experience can take you next and turn it into goals with milestones.',
    points: ['Career paths between real occupations', 'Goals you can track week by week'],
  },
  {
    icon: GraduationCap,
    title: 'Skill Development',
    text: 'Find the gaps between you and the role you want, then close them with a learning plan.',
    points: ['Skills-gap analysis per target role', 'Adaptive challenges that level up with you'],
  },
  {
    icon: FileText,
    title: 'Resume Optimisation',
    text: 'Build a clean resume from proven templates and tune its keywords for each application.',
    points: ['ATS-friendly templates', 'Keyword suggestions from the job description'],
  },
  {
    icon: MessagesSquare,
    title: 'Interview Prep',
    text: 'Practise real questions with an AI coach that scores your answers and shows how to improve.',
    points: ['Behavioural and technical questions', 'Scores with concrete feedback'],
  },
  {
    icon: BarChart3,
    title: 'Market Intelligence',
    text: 'Know what your work is worth and where demand is growing before you negotiate.',
    points: ['Median wages and 10-year growth', 'In-demand technologies by occupation'],
  },
];

export const keys = [
  {
    step: '01',
    title: 'Know where you stand',
    text: 'Map your skills and experience, and see how they compare with the roles you are aiming for.',
  },
  {
    step: '02',
    title: 'Aim at the right roles',
    text: 'Focus your time on openings that fit, with a match score and a clear list of what is missing.',
  },
  {
    step: '03',
    title: 'Show up prepared',
    text: 'Send a resume tuned to the posting and walk into interviews you have already practised.',
  },
];

/** Facts about Stride's shipped catalogue (see /about-data), not usage figures. */
export const stats = [
  { value: '6,000', label: 'job postings to explore' },
  { value: '923', label: 'occupations mapped' },
  { value: '3,600+', label: 'technology skills tracked' },
  { value: '2 min', label: 'to set up your profile' },
];

export const promises = ['2-minute setup', 'Cancel anytime', '30-day money-back guarantee'];
