/** The public surface of the survey feature: other features and the app import only from here. */
export { LogoutSurveyOffer, type LogoutSurveyOfferProps } from './logout-survey-offer';
export { markSurveyOffered, shouldOfferSurvey } from './survey-offer';
