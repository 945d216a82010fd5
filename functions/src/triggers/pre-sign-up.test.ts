import {
  AdminLinkProviderForUserCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { createPreSignUpHandler } from './pre-sign-up';

const handler = createPreSignUpHandler(new CognitoIdentityProviderClient({}));

const cognitoMock = mockClient(CognitoIdentityProviderClient);
const event = (triggerSource: string, userName: string): PreSignUpTriggerEvent =>
  ({
    version: '1',
    region: 'eu-central-1',
    userPoolId: 'eu-central-1_pool',
    userName,
    triggerSource,
    callerContext: { awsSdkVersion: '3', clientId: 'client' },
    request: { userAttributes: { email: 'Anna@Example.com' } },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
  }) as PreSignUpTriggerEvent;

describe('Trigger: PreSignUp', () => {
  beforeEach(() => cognitoMock.reset());

  it('links a first Google sign-in to the existing e-mail account', async () => {
    // Prepare
    cognitoMock
      .on(ListUsersCommand)
      .resolves({ Users: [{ Username: 'native-uuid', UserStatus: 'CONFIRMED' }] });
    cognitoMock.on(AdminLinkProviderForUserCommand).resolves({});
    // Act
    const result = await handler(event('PreSignUp_ExternalProvider', 'google_1234'));
    // Assess
    expect(cognitoMock.commandCalls(ListUsersCommand)[0]?.args[0].input.Filter).toBe(
      'email = "anna@example.com"',
    );
    expect(cognitoMock.commandCalls(AdminLinkProviderForUserCommand)[0]?.args[0].input).toEqual({
      UserPoolId: 'eu-central-1_pool',
      DestinationUser: { ProviderName: 'Cognito', ProviderAttributeValue: 'native-uuid' },
      SourceUser: {
        ProviderName: 'Google',
        ProviderAttributeName: 'Cognito_Subject',
        ProviderAttributeValue: '1234',
      },
    });
    expect(result.response).toMatchObject({ autoConfirmUser: true, autoVerifyEmail: true });
  });

  it('creates a new Google user when no confirmed account has the e-mail', async () => {
    cognitoMock
      .on(ListUsersCommand)
      .resolves({ Users: [{ Username: 'pending-uuid', UserStatus: 'UNCONFIRMED' }] });
    const result = await handler(event('PreSignUp_ExternalProvider', 'google_1234'));
    expect(cognitoMock.commandCalls(AdminLinkProviderForUserCommand)).toHaveLength(0);
    expect(result.response.autoConfirmUser).toBe(true);
  });

  it('leaves e-mail sign-ups to the code confirmation', async () => {
    const result = await handler(event('PreSignUp_SignUp', 'anna@example.com'));
    expect(cognitoMock.calls()).toHaveLength(0);
    expect(result.response.autoConfirmUser).toBe(false);
  });
});
