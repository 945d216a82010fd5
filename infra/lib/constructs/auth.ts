import path from 'node:path';
import { ArnFormat, Duration, RemovalPolicy, SecretValue, Stack, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  OAuthScope,
  ProviderAttribute,
  UserPool,
  type UserPoolClient,
  UserPoolClientIdentityProvider,
  UserPoolEmail,
  UserPoolIdentityProviderGoogle,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, LoggingFormat, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { repoRoot } from '../paths';
import { functionBundling } from './api-function';

export interface AuthProps {
  retain: boolean;
  /** SSM parameter (name) with the site's origin, for the links in the reset mail. */
  appOriginParameterName: string;
  /** The site's origin when a custom domain is configured (then no SSM read is needed). */
  siteUrl?: string;
  /** `Name <address>` or a bare address; must be a verified SES identity in the stack's region. */
  mailFrom: string;
  /** SES region of the sender identity: the stack's own region. */
  sesRegion: string;
  /** Google sign-in through the hosted UI; only with a custom domain (fixed callback URL). */
  google?: {
    clientId: string;
    clientSecretName: string;
    domainPrefix: string;
    /** The site's public origin, e.g. https://app.befundklar.de. */
    siteUrl: string;
  };
}

/** Minimum password length of the spec (01, constants); the strength meter is advisory only. */
const MIN_PASSWORD_LENGTH = 8;

export function parseMailFrom(mailFrom: string): { name?: string; address: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(mailFrom);
  if (!match) return { address: mailFrom.trim() };
  return { ...(match[1] ? { name: match[1].replace(/^"|"$/g, '') } : {}), address: match[2] ?? '' };
}

/**
 * The Cognito user pool: e-mail sign-in, self sign-up confirmed by an e-mail code, and one public
 * app client (no secret: the auth Lambda calls InitiateAuth with USER_PASSWORD_AUTH and refresh
 * tokens). Google sign-in is added through the hosted UI only when configured.
 */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  /** The hosted UI's base URL when Google sign-in is configured. */
  readonly hostedUiUrl?: string;
  /** Signs password-reset tokens and the OAuth state (functions/src/config/runtime.ts). */
  readonly tokenSigningSecret: Secret;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    const sender = parseMailFrom(props.mailFrom);

    this.tokenSigningSecret = new Secret(this, 'TokenSigningKey', {
      description: 'Befundklar: signs password-reset tokens and the Google sign-in state',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: props.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    Validations.of(this.tokenSigningSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'The key only signs short-lived reset links and OAuth state; rotation would just invalidate links in ' +
        'flight. Rotate by hand (put a new random value) after a suspected leak.',
    });

    const customMessage = this.createCustomMessageTrigger(props);

    this.userPool = new UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      userVerification: {
        emailStyle: VerificationEmailStyle.CODE,
        emailSubject: 'Ihr Bestätigungscode für Befundklar',
        emailBody: 'Ihr Bestätigungscode lautet {####}. Er ist 24 Stunden gültig.',
      },
      standardAttributes: {
        email: { required: true, mutable: true },
        givenName: { required: false, mutable: true },
        familyName: { required: false, mutable: true },
      },
      passwordPolicy: {
        minLength: MIN_PASSWORD_LENGTH,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(3),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Cognito's own mailer is capped at 50 mails a day and sends from an AWS address.
      email: UserPoolEmail.withSES({
        fromEmail: sender.address,
        sesRegion: props.sesRegion,
        ...(sender.name ? { fromName: sender.name } : {}),
      }),
      // The German code and reset-link mails (functions/src/triggers/custom-message.ts).
      lambdaTriggers: {
        customMessage,
        ...(props.google ? { preSignUp: this.createPreSignUpTrigger(props.retain) } : {}),
      },
      featurePlan: FeaturePlan.ESSENTIALS,
      deletionProtection: props.retain,
      removalPolicy: props.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG1',
      reason:
        'The spec fixes the password rule at a minimum of 8 characters with an advisory strength meter; ' +
        'requiring character classes would reject passwords the registration form accepts.',
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason:
        'Sign-in is e-mail + password or Google; the spec has no MFA step. Accounts hold no patient data ' +
        '(only counters and settings), which bounds the impact of a takeover.',
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG8',
      reason:
        'Threat protection needs the Plus feature plan (per-MAU surcharge) that this beta does not budget; ' +
        'the login routes are throttled at the API stage instead. Revisit with paying users.',
    });

    let google: UserPoolIdentityProviderGoogle | undefined;
    if (props.google) {
      google = new UserPoolIdentityProviderGoogle(this, 'Google', {
        userPool: this.userPool,
        clientId: props.google.clientId,
        clientSecretValue: SecretValue.secretsManager(props.google.clientSecretName),
        scopes: ['openid', 'email', 'profile'],
        attributeMapping: {
          email: ProviderAttribute.GOOGLE_EMAIL,
          givenName: ProviderAttribute.GOOGLE_GIVEN_NAME,
          familyName: ProviderAttribute.GOOGLE_FAMILY_NAME,
        },
      });
      const domain = this.userPool.addDomain('HostedUi', {
        cognitoDomain: { domainPrefix: props.google.domainPrefix },
      });
      this.hostedUiUrl = domain.baseUrl();
    }

    this.client = this.userPool.addClient('WebClient', {
      generateSecret: false,
      authFlows: { userPassword: true },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      ...(props.google
        ? {
            supportedIdentityProviders: [
              UserPoolClientIdentityProvider.COGNITO,
              UserPoolClientIdentityProvider.GOOGLE,
            ],
            oAuth: {
              flows: { authorizationCodeGrant: true },
              scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
              callbackUrls: [`${props.google.siteUrl}/api/login/google/callback`],
              logoutUrls: [`${props.google.siteUrl}/`],
            },
          }
        : { supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO], disableOAuth: true }),
    });
    if (google) this.client.node.addDependency(google);
  }

  /** Cognito's CustomMessage trigger: reads the signing key and the site's origin, nothing else. */
  private createCustomMessageTrigger(props: AuthProps): NodejsFunction {
    const stack = Stack.of(this);
    const { fn, role } = this.createTrigger(
      'CustomMessage',
      'custom-message.ts',
      'German verification and reset mails',
      {
        APP_ORIGIN_PARAMETER: props.appOriginParameterName,
        ...(props.siteUrl ? { APP_ORIGIN: props.siteUrl } : {}),
        TOKEN_SIGNING_SECRET_ID: this.tokenSigningSecret.secretArn,
      },
      props.retain,
    );
    this.tokenSigningSecret.grantRead(role);
    role.addToPolicy(
      new PolicyStatement({
        actions: ['ssm:GetParameter'],
        resources: [
          stack.formatArn({
            service: 'ssm',
            resource: 'parameter',
            resourceName: props.appOriginParameterName.replace(/^\//, ''),
            arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
          }),
        ],
      }),
    );
    return fn;
  }

  /**
   * Cognito's PreSignUp trigger (with Google only): links a first Google sign-in to an existing
   * e-mail account, so both reach the same user and profile (functions/src/triggers/pre-sign-up.ts).
   */
  private createPreSignUpTrigger(retain: boolean): NodejsFunction {
    const stack = Stack.of(this);
    const { fn, role } = this.createTrigger(
      'PreSignUp',
      'pre-sign-up.ts',
      'links Google sign-ins to e-mail accounts',
      {},
      retain,
    );
    // The pool's ARN would make a cycle (the pool names this function): any pool of this account and region.
    role.addToPolicy(
      new PolicyStatement({
        actions: ['cognito-idp:ListUsers', 'cognito-idp:AdminLinkProviderForUser'],
        resources: [stack.formatArn({ service: 'cognito-idp', resource: 'userpool', resourceName: '*' })],
      }),
    );
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:cognito-idp:${stack.region}:<AWS::AccountId>:userpool/*]`,
      reason:
        'The user pool ARN cannot be named: the pool depends on this trigger. Scoped to two Cognito actions ' +
        'on the user pools of this account and region.',
    });
    return fn;
  }

  /** A Cognito trigger with the shared function defaults, its own role and log group. */
  private createTrigger(
    id: string,
    file: string,
    purpose: string,
    environment: Record<string, string>,
    retain: boolean,
  ) {
    const logGroup = new LogGroup(this, `${id}Logs`, {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    const role = new Role(this, `${id}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Befundklar Cognito ${id} trigger`,
    });
    logGroup.grantWrite(role);
    const fn = new NodejsFunction(this, id, {
      entry: path.join(repoRoot, 'functions', 'src', 'triggers', file),
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: path.join(repoRoot, 'package-lock.json'),
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(5),
      role,
      logGroup,
      loggingFormat: LoggingFormat.JSON,
      description: `Befundklar: ${purpose}`,
      environment: { NODE_OPTIONS: '--enable-source-maps', STAGE: 'production', ...environment },
      bundling: functionBundling,
    });
    return { fn, role };
  }
}
