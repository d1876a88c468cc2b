import type { ApolloClient } from '@apollo/client';
import { MySurveyResponseDocument } from './api/my-survey-response';

/** Logout offers the survey once per member and browser; this remembers that it did. */
const offeredKey = (userId: string) => `SURVEY_OFFERED_${userId}`;

export function wasSurveyOffered(userId: string): boolean {
  try {
    return localStorage.getItem(offeredKey(userId)) === '1';
  } catch {
    return true;
  }
}

export function markSurveyOffered(userId: string): void {
  try {
    localStorage.setItem(offeredKey(userId), '1');
  } catch {
    // Storage may be unavailable (private mode); the offer then simply comes back next time.
  }
}

/** True when the member has neither answered nor been offered the survey; any failure means no offer, so logout is never held up. */
export async function shouldOfferSurvey(client: ApolloClient, userId: string): Promise<boolean> {
  if (wasSurveyOffered(userId)) return false;
  try {
    const { data } = await client.query({ query: MySurveyResponseDocument, fetchPolicy: 'network-only' });
    return data?.mySurveyResponse === null;
  } catch {
    return false;
  }
}
