import { existsSync } from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy } from '@befundklar/shared/security-headers';
import {
  Annotations,
  DefaultStackSynthesizer,
  Duration,
  RemovalPolicy,
  Stack,
  Validations,
} from 'aws-cdk-lib';
import type { ICertificateRef } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AccessLevel,
  AllowedMethods,
  CachePolicy,
  Function as CloudFrontFunction,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type CfnBucket,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';

export interface SiteProps {
  /** The built web app (web/dist); must contain index.html. */
  webDist: string;
  /** The execute-api host that serves /api/*. */
  apiOriginDomainName: string;
  retain: boolean;
  domain?: { name: string; certificate: ICertificateRef };
}

/**
 * Serves a path that has no file extension and is not under /api as the SPA's index.html, so deep
 * links such as /login reach the router. This replaces CloudFront error responses, which would
 * also turn the API's own 404 and 403 answers into index.html.
 */
export const spaRewriteFunctionCode = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === '/api' || uri.indexOf('/api/') === 0) return request;
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/** Hashed build output under assets/ never changes; everything else is revalidated on each visit. */
const IMMUTABLE_ASSETS = 'assets/*';

/**
 * The one public origin: a private S3 bucket behind CloudFront (origin access control) for the
 * site, and /api/* passed through to API Gateway on the same domain (first-party cookies, no CORS).
 */
export class Site extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  readonly responseHeadersPolicy: ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    if (!existsSync(path.join(props.webDist, 'index.html'))) {
      throw new Error(`No web app at ${props.webDist}: run npm run build first`);
    }

    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // The bucket holds only the rebuildable web app; nothing to keep.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'The bucket holds only the public build of the web app and is read solely by CloudFront through ' +
        'origin access control; server access logs would record nothing worth keeping.',
    });

    this.responseHeadersPolicy = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Befundklar: CSP, HSTS, nosniff, frame and referrer policy',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy, override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      comment: 'Extensionless non-/api paths -> /index.html',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(spaRewriteFunctionCode),
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Befundklar (${Stack.of(this).stackName})`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      ...(props.domain
        ? {
            domainNames: [props.domain.name],
            certificate: props.domain.certificate,
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultBehavior: {
        // LIST lets a missing file answer 404 instead of S3's 403.
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket, {
          originAccessLevels: [AccessLevel.READ, AccessLevel.LIST],
        }),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.responseHeadersPolicy,
        compress: true,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(props.apiOriginDomainName, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // API Gateway routes by its own host name, so every viewer header except Host goes through.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: this.responseHeadersPolicy,
          compress: true,
        },
      },
    });
    Annotations.of(this.distribution).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
      'defaultRootObject is index.html, and the bucket holds only the public build, so listing reveals nothing.',
    );
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason:
        'German-speaking radiologists work from Germany, Austria, Switzerland and abroad; no geo restriction.',
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR2',
      reason:
        'No WAF in the beta: the API stage is throttled and every /api route checks its access rule; ' +
        'revisit with rate-based WAF rules when traffic grows.',
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR3',
      reason:
        'CloudFront access logs would store every visitor IP address (personal data under the GDPR) for no ' +
        'operational need; API requests are logged without IPs in the API access log.',
    });
    if (!props.domain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose TLS ' +
          'policy CloudFront fixes; with domainName + certificateArn it uses TLSv1.2_2021.',
      });
    }

    // Two passes so a visitor never gets an index.html whose hashed assets are not there yet.
    const deploymentLogs = new LogGroup(this, 'DeploymentLogs', {
      retention: RetentionDays.ONE_WEEK,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const assets = new BucketDeployment(this, 'DeployAssets', {
      sources: [Source.asset(props.webDist)],
      destinationBucket: this.bucket,
      exclude: ['*'],
      include: [IMMUTABLE_ASSETS],
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      // Keeps the previous build's chunks for browsers that still run the old index.html.
      prune: false,
      logGroup: deploymentLogs,
      memoryLimit: 512,
    });
    const pages = new BucketDeployment(this, 'DeployPages', {
      sources: [Source.asset(props.webDist, { exclude: [IMMUTABLE_ASSETS] })],
      destinationBucket: this.bucket,
      exclude: [IMMUTABLE_ASSETS],
      cacheControl: [CacheControl.noCache()],
      prune: true,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      logGroup: deploymentLogs,
      memoryLimit: 512,
    });
    pages.node.addDependency(assets);
    this.acknowledgeDeploymentHandler();
  }

  /**
   * BucketDeployment runs CDK's own singleton handler (Python, at deploy time only) with the role CDK
   * gives it. Each finding is acknowledged by its exact id, so a new, wider grant still fails the checks.
   */
  private acknowledgeDeploymentHandler(): void {
    const stack = Stack.of(this);
    const handlers = stack.node.children.filter((child) =>
      child.node.id.startsWith('Custom::CDKBucketDeployment'),
    );
    const siteBucket = stack.getLogicalId(this.bucket.node.defaultChild as CfnBucket);
    const assetBucket = `arn:<AWS::Partition>:s3:::cdk-${DefaultStackSynthesizer.DEFAULT_QUALIFIER}-assets-<AWS::AccountId>-${stack.region}/*`;
    const findings: [string, string][] = [
      [
        'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        'CDK attaches the basic execution role to its deployment handler; it only writes that handler’s logs.',
      ],
      ['AwsSolutions-IAM5[Action::s3:GetObject*]', 'CDK grants the handler read access to the build asset.'],
      ['AwsSolutions-IAM5[Action::s3:GetBucket*]', 'CDK grants the handler read access to the build asset.'],
      ['AwsSolutions-IAM5[Action::s3:List*]', 'The handler syncs (lists and prunes) the site bucket.'],
      ['AwsSolutions-IAM5[Action::s3:DeleteObject*]', 'Pruning removes files of the previous build.'],
      ['AwsSolutions-IAM5[Action::s3:Abort*]', 'Multipart uploads of large files may need aborting.'],
      [`AwsSolutions-IAM5[Resource::${assetBucket}]`, 'The CDK asset bucket holds the zipped build.'],
      [
        `AwsSolutions-IAM5[Resource::<${siteBucket}.Arn>/*]`,
        'The handler writes every object of the site bucket.',
      ],
      [
        'AwsSolutions-IAM5[Resource::*]',
        'CDK grants cloudfront:CreateInvalidation on * for the post-deploy invalidation.',
      ],
      ['AwsSolutions-L1', 'CDK pins the runtime of its own deployment handler.'],
    ];
    for (const handler of handlers) {
      for (const [id, reason] of findings) Validations.of(handler).acknowledge({ id, reason });
    }
  }
}
