// Employee portal on Azure: one Linux Web App (Node 20, `npm start`: API, tab, bot endpoint and
// scheduled jobs in one stateless process), Azure SQL, and the Azure Bot registration with the
// Teams channel pointing at https://<app>/api/messages.
//
// Deploy into an existing resource group (see README.md):
//   az deployment group create -g <rg> -f infra/main.bicep -p @infra/main.parameters.json \
//     -p sqlAdminPassword="$SQL_ADMIN_PASSWORD" microsoftAppPassword="$BOT_APP_SECRET" ...
//
// Every secret is a @secure() parameter: none has a value in this repository, none appears in
// the deployment's outputs or history. App settings map 1:1 to the variables read by
// api/src/config.ts (see infra/.env.example).

targetScope = 'resourceGroup'

// ---------------------------------------------------------------------------- names, location

@description('Azure region of the plan, the web app and the SQL server. The bot registration is global.')
param location string = resourceGroup().location

@description('Web app name; the portal is served on https://<appName>.azurewebsites.net unless customHostName is set. Globally unique.')
@minLength(2)
@maxLength(60)
param appName string = 'portal-${uniqueString(resourceGroup().id)}'

@description('App Service plan name.')
param planName string = '${appName}-plan'

@description('Logical SQL server name (lowercase letters, digits, hyphens). Globally unique.')
@minLength(1)
@maxLength(63)
param sqlServerName string = 'portal-sql-${uniqueString(resourceGroup().id)}'

@description('Azure Bot resource name (the bot handle). Globally unique.')
@minLength(2)
@maxLength(64)
param botName string = 'portal-bot-${uniqueString(resourceGroup().id)}'

@description('Tags put on every resource.')
param tags object = {}

// ---------------------------------------------------------------------------- sizes

@description('App Service plan SKU: B1 or higher (Always On keeps the scheduled jobs running); P0v3/P1v3 for production.')
param appServicePlanSku string = 'B1'

@description('Runtime stack. Node 20 is what the project is tested on; NODE|22-lts also satisfies its engines field.')
@allowed([
  'NODE|20-lts'
  'NODE|22-lts'
])
param linuxFxVersion string = 'NODE|20-lts'

@description('Number of web app instances. The process is stateless, so any number works on one database.')
@minValue(1)
@maxValue(30)
param appInstanceCount int = 1

@description('Azure SQL database SKU name, e.g. S0, S1, GP_Gen5_2, GP_S_Gen5_1 (serverless).')
param sqlDatabaseSku string = 'S0'

@description('Azure Bot SKU: F0 (free, standard channels such as Teams) or S1.')
@allowed([
  'F0'
  'S1'
])
param botSku string = 'F0'

// ---------------------------------------------------------------------------- public address

@description('Custom domain already bound to the web app (e.g. portal.contoso.com); empty = <appName>.azurewebsites.net.')
param customHostName string = ''

// ---------------------------------------------------------------------------- database

@description('SQL administrator login; also the login the app uses (it runs the migrations).')
param sqlAdminLogin string = 'portaladmin'

@description('SQL administrator password (DB_PASSWORD).')
@secure()
@minLength(12)
param sqlAdminPassword string

@description('Database name (DB_NAME).')
param sqlDatabaseName string = 'portal'

@description('Let Azure services (this web app among them) through the SQL firewall. Turn off when you use a private endpoint / VNet integration instead.')
param allowAzureServicesToSql bool = true

// ---------------------------------------------------------------------------- bot identity

@description('Application (client) id of the bot\'s Microsoft Entra app registration (MicrosoftAppId).')
@minLength(36)
@maxLength(36)
param microsoftAppId string

@description('Client secret of the bot\'s Entra app registration (MicrosoftAppPassword).')
@secure()
param microsoftAppPassword string

@description('Tenant of the bot\'s single-tenant Entra app registration (MicrosoftAppTenantId).')
param microsoftAppTenantId string = tenant().tenantId

@description('Display name of the bot in the Azure portal.')
param botDisplayName string = 'Employee Portal'

// ---------------------------------------------------------------------------- SSO (Microsoft Entra ID)

@description('Application (client) id of the SSO Entra app registration (AAD_CLIENT_ID); also webApplicationInfo.id in the Teams manifest.')
@minLength(36)
@maxLength(36)
param aadClientId string

@description('Client secret of the SSO app registration (AAD_CLIENT_SECRET); empty when the server does not call Microsoft Graph on behalf of users.')
@secure()
param aadClientSecret string = ''

@description('Tenant of the SSO app registration (AAD_TENANT_ID).')
param aadTenantId string = tenant().tenantId

@description('Authority for sign-in (AAD_AUTHORITY).')
param aadAuthority string = '${environment().authentication.loginEndpoint}${aadTenantId}'

@description('Application ID URI of the SSO app (AAD_APP_ID_URI); empty = api://<public host>/<aadClientId>.')
param aadAppIdUri string = ''

// ---------------------------------------------------------------------------- portal secrets and first start

@description('Key signing the access tokens (JWT_SECRET), at least 32 random characters (`openssl rand -base64 48`). Required: production refuses to start without it.')
@secure()
@minLength(32)
param jwtSecret string

@description('Key signing the cookies (COOKIE_SECRET), at least 32 random characters, not the same as jwtSecret. Required like jwtSecret.')
@secure()
@minLength(32)
param cookieSecret string

@description('Keep jwtSecret and cookieSecret in a Key Vault and give the web app Key Vault references to them (recommended); false = plain app settings.')
param useKeyVault bool = true

@description('Key Vault name (3-24 letters, digits, hyphens). Globally unique; a deleted vault keeps its name for 90 days (soft delete).')
@minLength(3)
@maxLength(24)
param keyVaultName string = 'portal-kv-${uniqueString(resourceGroup().id)}'

@description('First start only: e-mail of the administrator account created in an empty database (PORTAL_ADMIN_EMAIL). Remove after the first start.')
param portalAdminEmail string = ''

@description('First start only: its password, at least 12 characters (PORTAL_ADMIN_PASSWORD). Remove after the first start.')
@secure()
param portalAdminPassword string = ''

// ---------------------------------------------------------------------------- mail

@description('SMTP server (SMTP_HOST); empty = mails are written to the outbox folder instead of being sent.')
param smtpHost string = ''

@description('SMTP port (SMTP_PORT).')
param smtpPort int = 587

@description('SMTP user (SMTP_USER).')
param smtpUser string = ''

@description('SMTP password (SMTP_PASSWORD).')
@secure()
param smtpPassword string = ''

@description('Implicit TLS, usually with port 465 (SMTP_SECURE); false = STARTTLS.')
param smtpSecure bool = false

@description('Sender, e.g. "Employee Portal <portal@contoso.com>" (SMTP_FROM); empty = the app\'s default.')
param smtpFrom string = ''

// ---------------------------------------------------------------------------- misc

@description('Log level (LOG_LEVEL).')
@allowed([
  'fatal'
  'error'
  'warn'
  'info'
  'debug'
  'trace'
  'silent'
])
param logLevel string = 'info'

@description('Address of the bug report form shown in the portal (BUG_REPORT_URL); optional.')
param bugReportUrl string = ''

// ============================================================================ resources

// Free and shared plans have no Always On; the scheduled jobs need it.
var plansWithoutAlwaysOn = [
  'F1'
  'FREE'
  'D1'
  'SHARED'
]
var alwaysOn = !contains(plansWithoutAlwaysOn, toUpper(appServicePlanSku))

resource plan 'Microsoft.Web/serverfarms@2023-12-01' = {
  name: planName
  location: location
  tags: tags
  kind: 'linux'
  sku: {
    name: appServicePlanSku
    capacity: appInstanceCount
  }
  properties: {
    reserved: true // Linux
  }
}

resource web 'Microsoft.Web/sites@2023-12-01' = {
  name: appName
  location: location
  tags: tags
  kind: 'app,linux'
  identity: {
    type: 'SystemAssigned' // reads the signing keys from the Key Vault
  }
  properties: {
    serverFarmId: plan.id
    httpsOnly: true
    clientAffinityEnabled: false // stateless: no sticky sessions
    siteConfig: {
      linuxFxVersion: linuxFxVersion
      appCommandLine: 'npm start'
      alwaysOn: alwaysOn
      healthCheckPath: '/health'
      http20Enabled: true
      minTlsVersion: '1.2'
      scmMinTlsVersion: '1.2'
      ftpsState: 'Disabled'
    }
  }
}

// The host name is read back from the site (newer sites may get a generated suffix).
var publicHost = empty(customHostName) ? web.properties.defaultHostName : customHostName
var publicUrl = 'https://${publicHost}'
var resolvedAadAppIdUri = empty(aadAppIdUri) ? 'api://${publicHost}/${aadClientId}' : aadAppIdUri

resource sql 'Microsoft.Sql/servers@2023-08-01' = {
  name: sqlServerName
  location: location
  tags: tags
  properties: {
    administratorLogin: sqlAdminLogin
    administratorLoginPassword: sqlAdminPassword
    version: '12.0'
    minimalTlsVersion: '1.2'
    publicNetworkAccess: 'Enabled'
  }
}

resource sqlAllowAzureServices 'Microsoft.Sql/servers/firewallRules@2023-08-01' = if (allowAzureServicesToSql) {
  parent: sql
  name: 'AllowAllWindowsAzureIps' // the special 0.0.0.0 rule: Azure services only
  properties: {
    startIpAddress: '0.0.0.0'
    endIpAddress: '0.0.0.0'
  }
}

resource db 'Microsoft.Sql/servers/databases@2023-08-01' = {
  parent: sql
  name: sqlDatabaseName
  location: location
  tags: tags
  sku: {
    name: sqlDatabaseSku
  }
  properties: {
    collation: 'SQL_Latin1_General_CP1_CI_AS'
  }
}

// The signing keys in a Key Vault (RBAC), readable by the web app's managed identity only.
resource vault 'Microsoft.KeyVault/vaults@2023-07-01' = if (useKeyVault) {
  name: keyVaultName
  location: location
  tags: tags
  properties: {
    tenantId: tenant().tenantId
    sku: {
      family: 'A'
      name: 'standard'
    }
    enableRbacAuthorization: true
    softDeleteRetentionInDays: 90
  }
}

resource vaultJwtSecret 'Microsoft.KeyVault/vaults/secrets@2023-07-01' = if (useKeyVault) {
  parent: vault
  name: 'jwt-secret'
  properties: {
    value: jwtSecret
  }
}

resource vaultCookieSecret 'Microsoft.KeyVault/vaults/secrets@2023-07-01' = if (useKeyVault) {
  parent: vault
  name: 'cookie-secret'
  properties: {
    value: cookieSecret
  }
}

// Built-in role "Key Vault Secrets User": read secret values.
var keyVaultSecretsUserRoleId = '4633458b-17de-408a-b874-0445c86b69e6'

resource webReadsVault 'Microsoft.Authorization/roleAssignments@2022-04-01' = if (useKeyVault) {
  name: guid(resourceGroup().id, keyVaultName, appName, keyVaultSecretsUserRoleId)
  scope: vault
  properties: {
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', keyVaultSecretsUserRoleId)
    principalId: web.identity.principalId
    principalType: 'ServicePrincipal'
  }
}

// App Service resolves these references with the web app's identity when the app starts.
var jwtSecretSetting = useKeyVault ? '@Microsoft.KeyVault(VaultName=${keyVaultName};SecretName=jwt-secret)' : jwtSecret
var cookieSecretSetting = useKeyVault ? '@Microsoft.KeyVault(VaultName=${keyVaultName};SecretName=cookie-secret)' : cookieSecret

// Replaces all app settings of the site: manage them here (or re-add manual ones after a deployment).
// Empty values count as "not set" for api/src/config.ts.
resource appSettings 'Microsoft.Web/sites/config@2023-12-01' = {
  parent: web
  name: 'appsettings'
  dependsOn: [
    webReadsVault
    vaultJwtSecret
    vaultCookieSecret
  ]
  properties: {
    // platform: the package is built before deployment (README), nothing to build on the server
    SCM_DO_BUILD_DURING_DEPLOYMENT: 'false'
    // PORT is set by App Service (the container port); PUBLIC_URL is the address users and Teams see
    NODE_ENV: 'production'
    PUBLIC_URL: publicUrl
    LOG_LEVEL: logLevel
    TRUST_PROXY: '1' // App Service's front end is the one proxy whose X-Forwarded-For is believed
    DATA_DIR: '/home/data' // persistent, shared by all instances (mail outbox when no SMTP)
    BUG_REPORT_URL: bugReportUrl
    // database
    DB_TYPE: 'mssql'
    DB_HOST: sql.properties.fullyQualifiedDomainName
    DB_PORT: '1433'
    DB_NAME: db.name
    DB_USER: sqlAdminLogin
    DB_PASSWORD: sqlAdminPassword
    DB_ENCRYPT: 'true'
    // data: no demo company in production; the first administrator comes from these two
    PORTAL_SEED: 'none'
    PORTAL_ADMIN_EMAIL: portalAdminEmail
    PORTAL_ADMIN_PASSWORD: portalAdminPassword
    // tokens and cookies: Key Vault references (useKeyVault) or the values; required in production
    JWT_SECRET: jwtSecretSetting
    COOKIE_SECRET: cookieSecretSetting
    // mail
    SMTP_HOST: smtpHost
    SMTP_PORT: string(smtpPort)
    SMTP_USER: smtpUser
    SMTP_PASSWORD: smtpPassword
    SMTP_SECURE: smtpSecure ? 'true' : 'false' // string(bool) would give "True", which the config refuses
    SMTP_FROM: smtpFrom
    // bot (Bot Framework authentication)
    MicrosoftAppId: microsoftAppId
    MicrosoftAppPassword: microsoftAppPassword
    MicrosoftAppTenantId: microsoftAppTenantId
    MicrosoftAppType: 'SingleTenant'
    // SSO (Microsoft Entra ID)
    AAD_CLIENT_ID: aadClientId
    AAD_CLIENT_SECRET: aadClientSecret
    AAD_TENANT_ID: aadTenantId
    AAD_AUTHORITY: aadAuthority
    AAD_APP_ID_URI: resolvedAadAppIdUri
  }
}

resource bot 'Microsoft.BotService/botServices@2022-09-15' = {
  name: botName
  location: 'global'
  tags: tags
  kind: 'azurebot'
  sku: {
    name: botSku
  }
  properties: {
    displayName: botDisplayName
    endpoint: '${publicUrl}/api/messages'
    msaAppId: microsoftAppId
    msaAppType: 'SingleTenant'
    msaAppTenantId: microsoftAppTenantId
  }
}

resource teamsChannel 'Microsoft.BotService/botServices/channels@2022-09-15' = {
  parent: bot
  name: 'MsTeamsChannel'
  location: 'global'
  properties: {
    channelName: 'MsTeamsChannel'
    properties: {
      isEnabled: true
    }
  }
}

// ============================================================================ outputs (no secrets)

@description('The portal\'s address: PUBLIC_URL for `npm run manifest`.')
output publicUrl string = publicUrl

@description('Host to use in the SSO app\'s Application ID URI and in the manifest\'s validDomains.')
output publicHost string = publicHost

@description('The Application ID URI the SSO app registration must expose (AAD_APP_ID_URI).')
output aadAppIdUri string = resolvedAadAppIdUri

@description('The bot\'s messaging endpoint.')
output messagingEndpoint string = '${publicUrl}/api/messages'

output webAppName string = web.name
output sqlServerFqdn string = sql.properties.fullyQualifiedDomainName
output sqlDatabaseName string = db.name
output botName string = bot.name
output keyVaultName string = useKeyVault ? keyVaultName : ''
