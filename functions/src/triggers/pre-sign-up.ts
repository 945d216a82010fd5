import {
  AdminLinkProviderForUserCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { PreSignUpTriggerEvent } from 'aws-lambda';

/**
 * Cognito's PreSignUp trigger. When someone signs in with Google for the first time and an account
 * with the same verified e-mail already exists, the Google identity is linked to that account, so
 * both ways of signing in reach one user (one `sub`, one profile, one subscription). The Google
 * e-mail is verified by Google, so it is marked verified here too.
 */
export const createPreSignUpHandler = (cognito: CognitoIdentityProviderClient) =>
  async function handler(event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> {
    if (event.triggerSource !== 'PreSignUp_ExternalProvider') return event;
    const email = event.request.userAttributes.email?.toLowerCase();
    // userName is "<provider>_<subject>", e.g. "google_1234567890".
    const separator = event.userName.indexOf('_');
    const providerName = event.userName.slice(0, separator);
    const subject = event.userName.slice(separator + 1);
    if (!email || separator <= 0 || !subject) return event;
    const { Users } = await cognito.send(
      new ListUsersCommand({
        UserPoolId: event.userPoolId,
        Filter: `email = "${email.replace(/"/g, '')}"`,
        Limit: 10,
      }),
    );
    const existing = Users?.find(
      (user) => user.UserStatus === 'CONFIRMED' && user.Username && !user.Username.includes('_'),
    );
    if (existing?.Username) {
      await cognito.send(
        new AdminLinkProviderForUserCommand({
          UserPoolId: event.userPoolId,
          DestinationUser: { ProviderName: 'Cognito', ProviderAttributeValue: existing.Username },
          SourceUser: {
            ProviderName: providerName.charAt(0).toUpperCase() + providerName.slice(1),
            ProviderAttributeName: 'Cognito_Subject',
            ProviderAttributeValue: subject,
          },
        }),
      );
    }
    event.response.autoConfirmUser = true;
    event.response.autoVerifyEmail = true;
    return event;
  };

export const handler = createPreSignUpHandler(new CognitoIdentityProviderClient({}));
