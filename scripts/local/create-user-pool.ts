import {
  type CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';

export const LOCAL_POOL_NAME = 'befundklar-local';

/**
 * Finds or creates the local user pool and its app client in cognito-local, with the settings the
 * CDK stack gives the real one: e-mail as username, verified by code, passwords of 8+ characters.
 */
export async function ensureUserPool(
  client: CognitoIdentityProviderClient,
): Promise<{ userPoolId: string; clientId: string }> {
  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = pools.UserPools?.find((pool) => pool.Name === LOCAL_POOL_NAME)?.Id;
  if (!userPoolId) {
    const created = await client.send(
      new CreateUserPoolCommand({
        PoolName: LOCAL_POOL_NAME,
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        Policies: { PasswordPolicy: { MinimumLength: 8 } },
      }),
    );
    userPoolId = created.UserPool?.Id;
    if (!userPoolId) throw new Error('cognito-local created no user pool id');
  }
  const clients = await client.send(
    new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
  );
  let clientId = clients.UserPoolClients?.[0]?.ClientId;
  if (!clientId) {
    const created = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: 'web',
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        // As in AWS: short access tokens, silently refreshed with the 30-day refresh token.
        AccessTokenValidity: 1,
        IdTokenValidity: 1,
        TokenValidityUnits: { AccessToken: 'hours', IdToken: 'hours' },
      }),
    );
    clientId = created.UserPoolClient?.ClientId;
    if (!clientId) throw new Error('cognito-local created no app client id');
  }
  return { userPoolId, clientId };
}
