import { describe, expect, it } from 'vitest';
import type { AnswerAnalysis } from '@/features/interview/api/evaluate-advanced-response';
import { aggregateAnalyses, buildSessionPayload, mean, mergeLists, mostFrequent } from '@/features/interview/lib/session';

function analysis(overrides: {
  score: number;
  confidence: number;
  eq: number;
  ct: number;
  strengths?: string[];
  improvements?: string[];
  style?: string;
}): AnswerAnalysis {
  return {
    feedback: {
      score: overrides.score,
      summary: `Score ${overrides.score}`,
      strengthsIdentified: overrides.strengths ?? [],
      improvementAreas: overrides.improvements ?? [],
      followUpRecommendations: [`Follow up ${overrides.score}`],
      personalityInsights: ['Analytical'],
    },
    behavioralMetrics: {
      confidenceLevel: overrides.confidence,
      speechPace: 'measured',
      clarityScore: 60,
      communicationStyle: overrides.style ?? 'Direct',
      engagementLevel: 70,
      confidenceTrend: 'steady',
      insights: ['Clear story'],
    },
    emotionalIntelligence: {
      overallEQ: overrides.eq,
      selfAwareness: 6,
      empathy: 5,
      socialSkills: 7,
      emotionalRegulation: 8,
      developmentAreas: ['Empathy'],
    },
    criticalThinking: {
      overallScore: overrides.ct,
      problemSolving: 6,
      analyticalReasoning: 7,
      creativeSolutions: 4,
      enhancement: ['Weigh options'],
    },
  };
}

describe('session aggregation', () => {
  const answers = [
    analysis({ score: 9, confidence: 68, eq: 7.3, ct: 7.3, strengths: ['Quantified impact', 'STAR'], style: 'Storyteller' }),
    analysis({ score: 5, confidence: 50, eq: 5, ct: 4, improvements: ['Add a result'], strengths: ['STAR'] }),
    analysis({ score: 4, confidence: 41, eq: 4.2, ct: 3.5, improvements: ['Add a result', 'Say what you did'] }),
  ];

  it('scores the session as the mean of its answers', () => {
    const overall = aggregateAnalyses(answers);
    expect(overall.feedback.score).toBe(6);
    expect(overall.emotionalIntelligence.overallEQ).toBe(5.5);
    expect(overall.criticalThinking.overallScore).toBe(4.9);
    expect(overall.behavioralMetrics.confidenceLevel).toBe(53);
    expect(overall.behavioralMetrics.clarityScore).toBe(60);
  });

  it('rounds the session score to a whole number, as it is saved', () => {
    const scores = [9, 8, 8].map((score) => analysis({ score, confidence: 60, eq: 6, ct: 6 }));
    expect(aggregateAnalyses(scores).feedback.score).toBe(8);
    const low = [5, 5, 4].map((score) => analysis({ score, confidence: 60, eq: 6, ct: 6 }));
    expect(aggregateAnalyses(low).feedback.score).toBe(5);
  });

  it('merges lists in order without repeats', () => {
    const overall = aggregateAnalyses(answers);
    expect(overall.feedback.strengthsIdentified).toEqual(['Quantified impact', 'STAR']);
    expect(overall.feedback.improvementAreas).toEqual(['Add a result', 'Say what you did']);
    expect(overall.feedback.followUpRecommendations).toEqual(['Follow up 9', 'Follow up 5', 'Follow up 4']);
    expect(overall.emotionalIntelligence.developmentAreas).toEqual(['Empathy']);
  });

  it('keeps the most frequent style and the confidence trend over the session', () => {
    const overall = aggregateAnalyses(answers);
    expect(overall.behavioralMetrics.communicationStyle).toBe('Direct');
    expect(overall.behavioralMetrics.confidenceTrend).toBe('falling');
    expect(overall.feedback.summary).toBe(
      'Solid session: add more concrete results and steps to reach the top level. Session score 6/10 over 3 answers; best answer 9/10.',
    );
  });

  it('builds the body of POST /api/interview-sessions/advanced with every question, answer and analysis', () => {
    const payload = buildSessionPayload(
      'user-1',
      'behavioral',
      answers.map((a, i) => ({ question: `Q${i + 1}`, answer: `A${i + 1}`, analysis: a })),
      2,
    );
    expect(payload.questions).toEqual(['Q1', 'Q2', 'Q3']);
    expect(payload.responses).toEqual(['A1', 'A2', 'A3']);
    expect(payload.feedback).toHaveLength(3);
    expect(payload.feedback[0].feedback.score).toBe(9);
    expect(payload.score).toBe(6);
    expect(payload.adaptiveLevel).toBe(2);
    expect(payload.type).toBe('behavioral');
    expect(payload.userId).toBe('user-1');
    expect(payload.strengthsIdentified).toEqual(['Quantified impact', 'STAR']);
    expect(payload.personalityInsights).toEqual(['Analytical']);
  });
});

describe('helpers', () => {
  it('mean rounds to one decimal and is 0 for nothing', () => {
    expect(mean([])).toBe(0);
    expect(mean([7, 8, 8])).toBe(7.7);
  });
  it('mergeLists drops blanks', () => {
    expect(mergeLists([[' a ', ''], ['a', 'b']])).toEqual(['a', 'b']);
  });
  it('mostFrequent prefers the latest on a tie', () => {
    expect(mostFrequent(['x', 'y'])).toBe('y');
    expect(mostFrequent(['x', 'y', 'x'])).toBe('x');
    expect(mostFrequent([])).toBe('');
  });
});
