import { describe, expect, it } from 'vitest';
import {
  activeApplications,
  applicationsThisWeek,
  careerStatistics,
  goalsActionLabel,
  greetingName,
  profileCompleteness,
  resumeStatus,
  responseRate,
  skillMastery,
  timeAgo,
  trackerCounts,
} from '@/lib/stats';

const NOW = new Date('2025-06-15T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

const apps = (...statuses: string[]) => statuses.map((status) => ({ status, createdAt: NOW.toISOString() }));

describe('greetingName', () => {
  it('uses the first name, trimmed', () => {
    expect(greetingName({ firstName: '  Ada ', email: 'x@y.z' })).toBe('Ada');
  });
  it('falls back to the part of the e-mail before @', () => {
    expect(greetingName({ firstName: '  ', email: 'grace.hopper@navy.mil' })).toBe('grace.hopper');
    expect(greetingName({ firstName: null, email: 'solo@x.io' })).toBe('solo');
  });
  it("falls back to 'there'", () => {
    expect(greetingName({ firstName: null, email: '' })).toBe('there');
    expect(greetingName({ email: '@example.com' })).toBe('there');
    expect(greetingName(null)).toBe('there');
  });
});

describe('trackerCounts', () => {
  it('is all zeros with no applications', () => {
    expect(trackerCounts([])).toEqual({ applied: 0, interviewing: 0, offer: 0 });
  });
  it('counts applied, interview and offer; screening and rejected are not applied', () => {
    expect(trackerCounts(apps('applied', 'applied', 'screening', 'interview', 'offer', 'offer', 'rejected'))).toEqual({
      applied: 2,
      interviewing: 1,
      offer: 2,
    });
  });
});

describe('activeApplications', () => {
  it('counts applied, screening and interview only', () => {
    expect(activeApplications([])).toBe(0);
    expect(activeApplications(apps('applied', 'screening', 'interview', 'offer', 'rejected', 'withdrawn'))).toBe(3);
  });
});

describe('responseRate', () => {
  it('is 0 with no applications', () => {
    expect(responseRate([])).toBe(0);
  });
  it('is 0 when nobody answered', () => {
    expect(responseRate(apps('applied', 'applied', 'rejected'))).toBe(0);
  });
  it('counts screening, interview and offer over all applications', () => {
    expect(responseRate(apps('applied', 'screening', 'interview', 'offer'))).toBe(75);
    expect(responseRate(apps('offer'))).toBe(100);
  });
  it('rounds to a whole percent', () => {
    expect(responseRate(apps('screening', 'applied', 'applied'))).toBe(33); // 33.3
    expect(responseRate(apps('screening', 'interview', 'applied'))).toBe(67); // 66.7
    // 1/8 = 12.5 → 13 (half rounds up)
    expect(responseRate(apps('offer', ...Array<string>(7).fill('applied')))).toBe(13);
  });
});

describe('skillMastery', () => {
  it('is 0 with no skills', () => {
    expect(skillMastery([])).toBe(0);
  });
  it('averages proficiency', () => {
    expect(skillMastery([{ proficiency: 25 }, { proficiency: 100 }])).toBe(63); // 62.5 → 63
    expect(skillMastery([{ proficiency: 75 }, { proficiency: 75 }, { proficiency: 100 }])).toBe(83); // 83.3
  });
  it('counts a missing or null proficiency as 50', () => {
    expect(skillMastery([{}])).toBe(50);
    expect(skillMastery([{ proficiency: null }, { proficiency: 100 }])).toBe(75);
    expect(skillMastery([{ proficiency: undefined }, { proficiency: 0 }])).toBe(25);
  });
});

describe('applicationsThisWeek', () => {
  it('is 0 with no applications', () => {
    expect(applicationsThisWeek([], NOW)).toBe(0);
  });
  it('counts applications created in the last 7 days, boundary included', () => {
    const list = [
      { status: 'applied', createdAt: ago(0) },
      { status: 'applied', createdAt: ago(3 * DAY) },
      { status: 'applied', createdAt: ago(7 * DAY) }, // exactly 7 days: counts
      { status: 'applied', createdAt: ago(7 * DAY + 1) }, // 1 ms older: does not
      { status: 'applied', createdAt: ago(30 * DAY) },
    ];
    expect(applicationsThisWeek(list, NOW)).toBe(3);
  });
  it('counts a slightly future timestamp and skips missing or invalid dates', () => {
    const list = [
      { status: 'applied', createdAt: ago(-5 * MIN) },
      { status: 'applied', createdAt: null },
      { status: 'applied' },
      { status: 'applied', createdAt: 'not a date' },
    ];
    expect(applicationsThisWeek(list, NOW.getTime())).toBe(1);
  });
});

describe('timeAgo', () => {
  it.each([
    [0, 'just now'],
    [59 * 1000, 'just now'],
    [MIN, '1 minute ago'],
    [45 * MIN, '45 minutes ago'],
    [HOUR, '1 hour ago'],
    [23 * HOUR, '23 hours ago'],
    [DAY, 'yesterday'],
    [2 * DAY, '2 days ago'],
    [6 * DAY, '6 days ago'],
    [7 * DAY, '1 week ago'],
    [14 * DAY, '2 weeks ago'],
    [29 * DAY, '4 weeks ago'],
    [30 * DAY, '1 month ago'],
    [95 * DAY, '3 months ago'],
    [365 * DAY, '1 year ago'],
    [800 * DAY, '2 years ago'],
  ])('%i ms ago → %s', (ms, text) => {
    expect(timeAgo(ago(ms), NOW)).toBe(text);
  });
  it("reads a future time as 'just now' and an invalid one as ''", () => {
    expect(timeAgo(ago(-HOUR), NOW)).toBe('just now');
    expect(timeAgo('nope', NOW)).toBe('');
  });
});

describe('resumeStatus', () => {
  it("asks for a first resume when there are none", () => {
    expect(resumeStatus([], NOW)).toBe('Create your first resume');
  });
  it('uses the most recently updated resume', () => {
    const resumes = [
      { updatedAt: ago(40 * DAY) },
      { updatedAt: ago(15 * DAY) },
      { updatedAt: ago(90 * DAY) },
    ];
    expect(resumeStatus(resumes, NOW)).toBe('Last updated 2 weeks ago');
  });
  it('falls back to createdAt, and to a neutral line without dates', () => {
    expect(resumeStatus([{ updatedAt: null, createdAt: ago(3 * DAY) }], NOW)).toBe('Last updated 3 days ago');
    expect(resumeStatus([{ updatedAt: null, createdAt: null }], NOW)).toBe('Keep your resume up to date');
  });
});

describe('goalsActionLabel', () => {
  it('depends on whether goals exist', () => {
    expect(goalsActionLabel(0)).toBe('Set Career Goals');
    expect(goalsActionLabel(2)).toBe('View Goals');
  });
});

describe('profileCompleteness', () => {
  const full = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    title: 'Engineer',
    location: 'London',
    bio: 'Writes programs.',
    profileImageUrl: 'data:image/jpeg;base64,AAAA',
    phone: '+44 20 0000 0000',
    industry: 'Technology',
    yearsExperience: 0,
    linkedinUrl: 'https://linkedin.com/in/ada',
    portfolioUrl: null,
  };

  it('is 100% when every item is filled (0 years of experience counts)', () => {
    const result = profileCompleteness(full, 1);
    expect(result.percent).toBe(100);
    expect(result.missing).toEqual([]);
  });

  it('lists what is missing and rounds the share to a whole percent', () => {
    // A fresh account: first name, last name and e-mail → 3/12 = 25%.
    const fresh = profileCompleteness({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }, 0);
    expect(fresh.percent).toBe(25);
    expect(fresh.missing).toEqual([
      'Job title',
      'Location',
      'Bio',
      'Profile photo',
      'Phone',
      'Industry',
      'Years of experience',
      'At least one skill',
      'LinkedIn or portfolio link',
    ]);
    // 5/12 = 41.7 → 42
    expect(
      profileCompleteness({ firstName: 'A', lastName: 'B', email: 'a@b.co', location: 'Paris', phone: '1' }).percent,
    ).toBe(42);
    // 7/12 = 58.3 → 58
    expect(
      profileCompleteness({
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.co',
        location: 'Paris',
        phone: '1',
        bio: 'x',
        industry: 'Legal',
      }).percent,
    ).toBe(58);
  });

  it('is 0% for an empty profile and treats blank strings as missing', () => {
    expect(profileCompleteness({}).percent).toBe(0);
    expect(profileCompleteness({ firstName: '  ', bio: '', skills: [' '] }).percent).toBe(0);
  });

  it('accepts currentTitle for the title, a portfolio for the link, and the user skills list', () => {
    const r = profileCompleteness({ currentTitle: 'Analyst', portfolioUrl: 'https://ada.dev', skills: ['SQL'] });
    expect(r.filled).toEqual(['Job title', 'At least one skill', 'LinkedIn or portfolio link']);
    expect(r.percent).toBe(25);
  });

  it('counts skills from the skills table', () => {
    expect(profileCompleteness({}, 3).filled).toEqual(['At least one skill']);
    expect(profileCompleteness({}, 3).percent).toBe(8); // 1/12 = 8.3
  });
});

describe('careerStatistics', () => {
  it('is all zeros with nothing', () => {
    expect(careerStatistics([], [], [])).toEqual({
      applications: 0,
      strongInterviews: 0,
      skills: 0,
      averageInterviewScore: 0,
    });
  });
  it('counts strong interviews (score ≥ 7) and averages to 1 decimal', () => {
    const sessions = [{ score: 7 }, { score: 6 }, { score: 9 }, { score: 8 }];
    expect(careerStatistics([{}, {}], sessions, [{}, {}, {}])).toEqual({
      applications: 2,
      strongInterviews: 3,
      skills: 3,
      averageInterviewScore: 7.5,
    });
    expect(careerStatistics([], [{ score: 7 }, { score: 8 }, { score: 8 }], []).averageInterviewScore).toBe(7.7); // 7.67
    expect(careerStatistics([], [{ score: 6.94 }], []).strongInterviews).toBe(0);
    expect(careerStatistics([], [{ score: 1 }, { score: 2 }, { score: 2 }], []).averageInterviewScore).toBe(1.7); // 1.67
  });
  it('leaves unscored sessions out of the strong count and the average', () => {
    expect(careerStatistics([], [{ score: null }, {}, { score: 8 }], []).averageInterviewScore).toBe(8);
    expect(careerStatistics([], [{ score: null }], []).averageInterviewScore).toBe(0);
  });
});
