import { describe, expect, it } from 'vitest';
import { DONUT_CIRCUMFERENCE, donutSegments } from './donut-segments';
import { answerBarPercent, formatAverage, surveyAnswerLabel } from './survey-answers';

describe('survey results helpers', () => {
  it('draws bars of 20 % per point and labels answers', () => {
    expect(answerBarPercent('STRONGLY_DISAGREE')).toBe(20);
    expect(answerBarPercent('NEUTRAL')).toBe(60);
    expect(answerBarPercent('STRONGLY_AGREE')).toBe(100);
    expect(surveyAnswerLabel('AGREE')).toBe('Agree');
    expect(surveyAnswerLabel(null)).toBe('N/A');
  });

  it('shows the average with two decimals or N/A', () => {
    expect(formatAverage(3.456)).toBe('3.46');
    expect(formatAverage(4)).toBe('4.00');
    expect(formatAverage(null)).toBe('N/A');
  });

  it('splits the donut in proportion to the counts, skipping empty answers', () => {
    const segments = donutSegments([
      { key: 'a', count: 1 },
      { key: 'b', count: 0 },
      { key: 'c', count: 3 },
    ]);
    expect(segments.map((s) => s.key)).toEqual(['a', 'c']);
    expect(segments[0].length).toBeCloseTo(DONUT_CIRCUMFERENCE / 4);
    expect(segments[1].offset).toBeCloseTo(DONUT_CIRCUMFERENCE / 4);
    expect(segments[1].length).toBeCloseTo((DONUT_CIRCUMFERENCE * 3) / 4);
    expect(donutSegments([{ key: 'a', count: 0 }])).toEqual([]);
  });
});
