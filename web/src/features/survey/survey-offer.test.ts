import { describe, expect, it } from 'vitest';
import { createFakeGraphQL, type FakeAnswer } from '../../test/fake-graphql';
import { markSurveyOffered, shouldOfferSurvey, wasSurveyOffered } from './survey-offer';

/** A client whose server answers MySurveyResponse with `answer`. */
const clientWith = ([answer]: FakeAnswer[]) =>
  createFakeGraphQL(({ name }) => (name === 'MySurveyResponse' ? answer : undefined)).client;
const answered = (response: object | null): FakeAnswer => ({ data: { mySurveyResponse: response } });

describe('the logout survey offer', () => {
  it('is made to a member who has not answered and was not offered it yet', async () => {
    expect(await shouldOfferSurvey(clientWith([answered(null)]), 'u1')).toBe(true);
  });

  it('is not made once it was offered to this member (others still get it)', async () => {
    markSurveyOffered('u1');
    expect(wasSurveyOffered('u1')).toBe(true);
    expect(await shouldOfferSurvey(clientWith([answered(null)]), 'u1')).toBe(false);
    expect(await shouldOfferSurvey(clientWith([answered(null)]), 'u2')).toBe(true);
  });

  it('is not made to a member who answered, nor when the check fails (logout must go on)', async () => {
    expect(
      await shouldOfferSurvey(
        clientWith([answered({ __typename: 'SurveyResponse', id: 'r1', createdAt: '2026-01-01T00:00:00.000Z' })]),
        'u1',
      ),
    ).toBe(false);
    expect(await shouldOfferSurvey(clientWith([new Error('offline')]), 'u1')).toBe(false);
  });
});
