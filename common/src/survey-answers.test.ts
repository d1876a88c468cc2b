import { describe, expect, it } from 'vitest';
import { SURVEY_CHOICES, surveyAnswerLabel, surveyAnswerOfScore, surveyScoreOf } from './survey-answers';

describe('survey answers', () => {
  it('offers the five choices from Strongly Disagree to Strongly Agree', () => {
    expect(SURVEY_CHOICES.map((choice) => choice.label)).toEqual([
      'Strongly Disagree',
      'Disagree',
      'Neutral',
      'Agree',
      'Strongly Agree',
    ]);
  });

  it('scores them 1 to 5 and back', () => {
    expect(SURVEY_CHOICES.map((choice) => surveyScoreOf(choice.value))).toEqual([1, 2, 3, 4, 5]);
    expect([1, 2, 3, 4, 5].map(surveyAnswerOfScore)).toEqual(SURVEY_CHOICES.map((choice) => choice.value));
    for (const bad of [0, 6, 2.5, Number.NaN]) expect(() => surveyAnswerOfScore(bad)).toThrow();
  });

  it('labels an answer', () => {
    expect(surveyAnswerLabel('NEUTRAL')).toBe('Neutral');
    expect(surveyAnswerLabel('MAYBE')).toBe('');
  });
});
