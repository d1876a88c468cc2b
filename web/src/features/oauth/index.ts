/** The public surface of the oauth feature: the consent screen is reached through its route only. */
export {};
