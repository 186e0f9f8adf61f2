import type {
  AnswerAnalysis,
  BehavioralMetrics,
  CriticalThinking,
  EmotionalIntelligence,
} from '@/features/interview/api/evaluate-advanced-response';

/** The mean of numbers rounded to one decimal; 0 for none. */
export function mean(values: number[]): number {
  if (values.length === 0) return 0;
  return Math.round((values.reduce((sum, v) => sum + v, 0) / values.length) * 10) / 10;
}

/** Lists joined in order, blanks and repeats dropped. */
export function mergeLists(lists: string[][]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const list of lists) {
    for (const item of list) {
      const text = item.trim();
      if (!text || seen.has(text)) continue;
      seen.add(text);
      out.push(text);
    }
  }
  return out;
}

/** The most frequent value; on a tie, the latest one. '' for none. */
export function mostFrequent(values: string[]): string {
  const counts = new Map<string, number>();
  let best = '';
  let bestCount = 0;
  for (const value of values) {
    if (!value) continue;
    const count = (counts.get(value) ?? 0) + 1;
    counts.set(value, count);
    if (count >= bestCount) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

/**
 * The whole session's analysis, from the analyses of its answers (in order):
 * every numeric figure is the mean over the answers, the text figures the
 * most frequent value and the lists are merged. The session score is the
 * mean of the answers' scores, rounded to a whole number.
 */
export function aggregateAnalyses(analyses: AnswerAnalysis[]): AnswerAnalysis {
  const pick = <T>(f: (a: AnswerAnalysis) => T) => analyses.map(f);
  const behavioralMetrics: BehavioralMetrics = {
    confidenceLevel: Math.round(mean(pick((a) => a.behavioralMetrics.confidenceLevel))),
    speechPace: mostFrequent(pick((a) => a.behavioralMetrics.speechPace)),
    clarityScore: Math.round(mean(pick((a) => a.behavioralMetrics.clarityScore))),
    communicationStyle: mostFrequent(pick((a) => a.behavioralMetrics.communicationStyle)),
    engagementLevel: Math.round(mean(pick((a) => a.behavioralMetrics.engagementLevel))),
    confidenceTrend: sessionTrend(pick((a) => a.behavioralMetrics.confidenceLevel)),
    insights: mergeLists(pick((a) => a.behavioralMetrics.insights)),
  };
  const emotionalIntelligence: EmotionalIntelligence = {
    overallEQ: mean(pick((a) => a.emotionalIntelligence.overallEQ)),
    selfAwareness: mean(pick((a) => a.emotionalIntelligence.selfAwareness)),
    empathy: mean(pick((a) => a.emotionalIntelligence.empathy)),
    socialSkills: mean(pick((a) => a.emotionalIntelligence.socialSkills)),
    emotionalRegulation: mean(pick((a) => a.emotionalIntelligence.emotionalRegulation)),
    developmentAreas: mergeLists(pick((a) => a.emotionalIntelligence.developmentAreas)),
  };
  const criticalThinking: CriticalThinking = {
    overallScore: mean(pick((a) => a.criticalThinking.overallScore)),
    problemSolving: mean(pick((a) => a.criticalThinking.problemSolving)),
    analyticalReasoning: mean(pick((a) => a.criticalThinking.analyticalReasoning)),
    creativeSolutions: mean(pick((a) => a.criticalThinking.creativeSolutions)),
    enhancement: mergeLists(pick((a) => a.criticalThinking.enhancement)),
  };
  const scores = pick((a) => a.feedback.score);
  return {
    feedback: {
      // A whole number like the answers' scores, and as the server stores it.
      score: Math.round(mean(scores)),
      summary: sessionSummary(scores),
      strengthsIdentified: mergeLists(pick((a) => a.feedback.strengthsIdentified)),
      improvementAreas: mergeLists(pick((a) => a.feedback.improvementAreas)),
      followUpRecommendations: mergeLists(pick((a) => a.feedback.followUpRecommendations)),
      personalityInsights: mergeLists(pick((a) => a.feedback.personalityInsights)),
    },
    behavioralMetrics,
    emotionalIntelligence,
    criticalThinking,
  };
}

/** How confidence moved from the first answer to the last. */
export function sessionTrend(confidence: number[]): string {
  if (confidence.length < 2) return 'steady';
  const change = confidence[confidence.length - 1] - confidence[0];
  if (change >= 5) return 'rising';
  if (change <= -5) return 'falling';
  return 'steady';
}

/** One sentence about the session's scores. */
export function sessionSummary(scores: number[]): string {
  if (scores.length === 0) return '';
  const average = Math.round(mean(scores));
  const best = Math.max(...scores);
  const answers = scores.length === 1 ? '1 answer' : `${scores.length} answers`;
  let verdict: string;
  if (average >= 8) verdict = 'Excellent session: your answers were structured, specific and convincing.';
  else if (average >= 6) verdict = 'Solid session: add more concrete results and steps to reach the top level.';
  else verdict = 'Keep practising: build each answer around a situation, your actions and a measurable result.';
  return `${verdict} Session score ${average}/10 over ${answers}; best answer ${best}/10.`;
}

export interface AnsweredQuestion {
  question: string;
  answer: string;
  analysis: AnswerAnalysis;
}

/** The body of POST /api/interview-sessions/advanced for a finished session. */
export function buildSessionPayload(
  userId: string,
  type: string,
  answered: AnsweredQuestion[],
  adaptiveLevel: number,
) {
  const overall = aggregateAnalyses(answered.map((a) => a.analysis));
  return {
    userId,
    type,
    questions: answered.map((a) => a.question),
    responses: answered.map((a) => a.answer),
    feedback: answered.map((a) => a.analysis),
    score: overall.feedback.score,
    behavioralMetrics: overall.behavioralMetrics,
    emotionalIntelligence: overall.emotionalIntelligence,
    criticalThinking: overall.criticalThinking,
    adaptiveLevel,
    personalityInsights: overall.feedback.personalityInsights,
    improvementAreas: overall.feedback.improvementAreas,
    strengthsIdentified: overall.feedback.strengthsIdentified,
    followUpRecommendations: overall.feedback.followUpRecommendations,
  };
}
