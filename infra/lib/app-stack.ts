import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import type { StackInput } from './config';
import { Api } from './constructs/api';
import { Auth, parseMailFrom } from './constructs/auth';
import { Site } from './constructs/site';
import { DataTable } from './constructs/table';
import type { ResourceAccessMap } from './resource-access';

export interface AppStackProps extends StackProps {
  input: StackInput;
  /** The built web app; tests pass a small fixture folder. */
  webDist: string;
  /** Overrides lib/resource-access.ts (tests only). */
  resourceAccess?: ResourceAccessMap;
}

/** The whole product in one stack: table, user pool, one Lambda per /api resource, site. */
export class AppStack extends Stack {
  readonly data: DataTable;
  readonly auth: Auth;
  readonly api: Api;
  readonly site: Site;

  constructor(scope: Construct, id: string, props: AppStackProps) {
    super(scope, id, props);
    const { input } = props;
    const siteUrl = input.domainName ? `https://${input.domainName}` : undefined;

    // The origin is known only once CloudFront exists, and CloudFront needs the API: the functions
    // read it from this parameter at cold start instead of from their environment.
    const appOriginParameterName = `/befundklar/${input.stage}/app-origin`;

    this.data = new DataTable(this, 'Data', { retain: input.retainData });
    this.auth = new Auth(this, 'Auth', {
      retain: input.retainData,
      appOriginParameterName,
      ...(siteUrl ? { siteUrl } : {}),
      mailFrom: input.mailFrom,
      sesRegion: input.region,
      ...(input.googleClientId && input.googleClientSecretName && siteUrl
        ? {
            google: {
              clientId: input.googleClientId,
              clientSecretName: input.googleClientSecretName,
              domainPrefix: input.cognitoDomainPrefix,
              siteUrl,
            },
          }
        : {}),
    });

    // What functions/src/config/env.ts reads, plus the names later features look up.
    const environment: Record<string, string> = {
      STAGE: 'production',
      TABLE_NAME: this.data.table.tableName,
      USER_POOL_ID: this.auth.userPool.userPoolId,
      USER_POOL_CLIENT_ID: this.auth.client.userPoolClientId,
      MAIL_FROM: input.mailFrom,
      SUPPORT_EMAIL: input.supportEmail,
      ADMIN_EMAILS: input.adminEmails.join(','),
      BEDROCK_MODEL_ID: input.bedrockModelId,
      STRIPE_SECRET_KEY_NAME: input.stripeSecretKeyName,
      STRIPE_WEBHOOK_SECRET_NAME: input.stripeWebhookSecretName,
      APP_ORIGIN_PARAMETER: appOriginParameterName,
      ...(siteUrl ? { APP_ORIGIN: siteUrl } : {}),
      TOKEN_SIGNING_SECRET_ID: this.auth.tokenSigningSecret.secretArn,
      ...(this.auth.hostedUiUrl ? { COGNITO_DOMAIN: this.auth.hostedUiUrl } : {}),
    };

    this.api = new Api(this, 'Api', {
      retain: input.retainData,
      environment,
      ...(props.resourceAccess ? { access: props.resourceAccess } : {}),
      targets: {
        table: this.data.table,
        tableIndexNames: this.data.indexNames,
        userPool: this.auth.userPool,
        mailFromAddress: parseMailFrom(input.mailFrom).address,
        bedrockModelId: input.bedrockModelId,
        stripeSecretNames: [input.stripeSecretKeyName, input.stripeWebhookSecretName],
        appOriginParameterName,
        tokenSigningSecret: this.auth.tokenSigningSecret,
      },
    });

    this.site = new Site(this, 'Site', {
      webDist: props.webDist,
      apiOriginDomainName: this.api.originDomainName,
      retain: input.retainData,
      ...(input.domainName && input.certificateArn
        ? {
            domain: {
              name: input.domainName,
              certificate: Certificate.fromCertificateArn(this, 'Certificate', input.certificateArn),
            },
          }
        : {}),
    });

    const appOrigin = siteUrl ?? `https://${this.site.distribution.distributionDomainName}`;
    new StringParameter(this, 'AppOrigin', {
      parameterName: appOriginParameterName,
      stringValue: appOrigin,
      description: "The site's public origin, read by the functions at cold start",
    });

    new CfnOutput(this, 'SiteUrl', { value: appOrigin });
    new CfnOutput(this, 'DistributionDomainName', { value: this.site.distribution.distributionDomainName });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.client.userPoolClientId });
  }
}
