/**
 * The home dashboard's fixed sample content (seed 000 §1, §2: "all fixed
 * sample values"). Shown with a "Sample" tag; never presented as the user's data.
 */
export const sampleProgress = [
  { label: 'Profile strength', value: 85 },
  { label: 'Skill development', value: 70 },
  { label: 'Interview readiness', value: 60 },
  { label: 'Network growth', value: 45 },
] as const;

export const sampleActivity = [
  { kind: 'application', text: 'Applied to Senior Product Designer at Northwind Labs', when: '2 hours ago' },
  { kind: 'interview', text: 'Practised a behavioural interview with the AI coach', when: 'Yesterday' },
  { kind: 'resume', text: 'Updated your resume summary', when: '3 days ago' },
  { kind: 'skill', text: 'Added TypeScript to your skills', when: '1 week ago' },
] as const;

export const sampleRecommendations = [
  {
    title: 'Tailor your resume',
    text: 'Match your resume keywords to the roles you apply for.',
    href: '/resume',
  },
  {
    title: 'Practise a mock interview',
    text: 'A 10-minute session builds confidence before the real one.',
    href: '/interview',
  },
  {
    title: 'Explore a career path',
    text: 'See the skills that lead to your next role.',
    href: '/career',
  },
  {
    title: 'Review new job matches',
    text: 'Fresh roles that fit your skills are waiting.',
    href: '/jobs',
  },
] as const;

export const sampleCareerGoals = [
  { title: 'Land a senior role', target: 'Target: in 6 months', progress: 65 },
  { title: 'Learn system design', target: 'Target: in 3 months', progress: 40 },
  { title: 'Grow your network', target: 'Target: 50 new contacts', progress: 80 },
] as const;

export const sampleAchievements = [
  { icon: 'rocket', title: 'First application', text: 'Sent your first application', earned: true },
  { icon: 'award', title: 'Interview ready', text: 'Finished 5 practice interviews', earned: true },
  { icon: 'star', title: 'Profile pro', text: 'Complete every profile section', earned: false },
] as const;
