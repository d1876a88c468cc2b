import { describe, expect, it } from 'vitest';
import { completeAnswers } from './survey-answers';

describe('completeAnswers', () => {
  const numbers = [1, 2, 3];

  it('is null while any statement is unanswered', () => {
    expect(completeAnswers({}, numbers)).toBeNull();
    expect(completeAnswers({ 1: 'AGREE', 3: 'NEUTRAL' }, numbers)).toBeNull();
  });

  it('lists the answers in statement order once all are given', () => {
    expect(completeAnswers({ 3: 'STRONGLY_AGREE', 1: 'DISAGREE', 2: 'NEUTRAL' }, numbers)).toEqual([
      'DISAGREE',
      'NEUTRAL',
      'STRONGLY_AGREE',
    ]);
  });

  it('is null when there are no statements to answer', () => {
    expect(completeAnswers({ 1: 'AGREE' }, [])).toBeNull();
  });
});
