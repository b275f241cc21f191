import { escapeAttribute } from '../../../engine/document/xml-tree';

/** The add-in's fixed identity: Office keys installations, caches and updates by it. */
export const ADDIN_ID = '4e4d4526-b80c-41c2-9b4b-b84878bb9eea';
/** Bump it when the manifest changes: Office reloads a manifest only when its version grows. */
export const ADDIN_VERSION = '1.0.0.0';
/** The lowest Word API set the add-in's calls need (insertComment and changeTrackingMode are 1.4). */
export const WORD_API_VERSION = '1.4';

const TEXTS = {
  name: 'Clausebook',
  description:
    'Check a clause against your playbook and mark it up in Word as tracked changes, with a comment saying why.',
  group: 'Clausebook',
  button: 'Open Clausebook',
  tooltip: 'Check the selected clause against your playbook, or review the whole document.',
  getStartedTitle: 'Clausebook is ready',
  getStartedDescription:
    'Open Clausebook on the Home tab, sign in, select a clause and press Check selection.',
};

type TUrls = { url: (path: string) => string; icon: (size: number) => string };

const ICON_LIST = `<Icon>
                  <bt:Image size="16" resid="Icon.16"/>
                  <bt:Image size="32" resid="Icon.32"/>
                  <bt:Image size="80" resid="Icon.80"/>
                </Icon>`;

/** Word's ribbon button (Home tab) that opens the pane, and its Get Started text. */
const versionOverrides = ({ url, icon }: TUrls) => {
  const text = (value: string) => escapeAttribute(value);
  return `<VersionOverrides xmlns="http://schemas.microsoft.com/office/taskpaneappversionoverrides" xsi:type="VersionOverridesV1_0">
    <Hosts>
      <Host xsi:type="Document">
        <DesktopFormFactor>
          <GetStarted>
            <Title resid="GetStarted.Title"/>
            <Description resid="GetStarted.Description"/>
            <LearnMoreUrl resid="GetStarted.LearnMoreUrl"/>
          </GetStarted>
          <ExtensionPoint xsi:type="PrimaryCommandSurface">
            <OfficeTab id="TabHome">
              <Group id="Clausebook.Group">
                <Label resid="Group.Label"/>
                ${ICON_LIST}
                <Control xsi:type="Button" id="Clausebook.OpenPane">
                  <Label resid="OpenPane.Label"/>
                  <Supertip>
                    <Title resid="OpenPane.Label"/>
                    <Description resid="OpenPane.Tooltip"/>
                  </Supertip>
                  ${ICON_LIST}
                  <Action xsi:type="ShowTaskpane">
                    <TaskpaneId>Clausebook.Pane</TaskpaneId>
                    <SourceLocation resid="Pane.Url"/>
                  </Action>
                </Control>
              </Group>
            </OfficeTab>
          </ExtensionPoint>
        </DesktopFormFactor>
      </Host>
    </Hosts>
    <Resources>
      <bt:Images>
        <bt:Image id="Icon.16" DefaultValue="${icon(16)}"/>
        <bt:Image id="Icon.32" DefaultValue="${icon(32)}"/>
        <bt:Image id="Icon.80" DefaultValue="${icon(80)}"/>
      </bt:Images>
      <bt:Urls>
        <bt:Url id="Pane.Url" DefaultValue="${url('/addin/')}"/>
        <bt:Url id="GetStarted.LearnMoreUrl" DefaultValue="${url('/')}"/>
      </bt:Urls>
      <bt:ShortStrings>
        <bt:String id="Group.Label" DefaultValue="${text(TEXTS.group)}"/>
        <bt:String id="OpenPane.Label" DefaultValue="${text(TEXTS.button)}"/>
        <bt:String id="GetStarted.Title" DefaultValue="${text(TEXTS.getStartedTitle)}"/>
      </bt:ShortStrings>
      <bt:LongStrings>
        <bt:String id="OpenPane.Tooltip" DefaultValue="${text(TEXTS.tooltip)}"/>
        <bt:String id="GetStarted.Description" DefaultValue="${text(TEXTS.getStartedDescription)}"/>
      </bt:LongStrings>
    </Resources>
  </VersionOverrides>`;
};

/**
 * The add-in-only XML manifest (OfficeApp, TaskPaneApp) for Word, every URL on `baseUrl` (this
 * instance's public address). Elements follow the order of Microsoft's schemas (OfficeAppManifestV1_1,
 * TaskPaneAppVersionOverridesV1_0, OfficeAppBasicTypesV1_0): tests/api/addin.test.ts checks it.
 */
export const renderAddinManifest = (baseUrl: string): string => {
  const url = (path: string) => escapeAttribute(`${baseUrl}${path}`);
  const icon = (size: number) => url(`/addin/icon-${size}.png`);
  const text = (value: string) => escapeAttribute(value);
  return `<?xml version="1.0" encoding="UTF-8"?>
<OfficeApp xmlns="http://schemas.microsoft.com/office/appforoffice/1.1"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:bt="http://schemas.microsoft.com/office/officeappbasictypes/1.0"
  xsi:type="TaskPaneApp">
  <Id>${ADDIN_ID}</Id>
  <Version>${ADDIN_VERSION}</Version>
  <ProviderName>${TEXTS.name}</ProviderName>
  <DefaultLocale>en-US</DefaultLocale>
  <DisplayName DefaultValue="${text(TEXTS.name)}"/>
  <Description DefaultValue="${text(TEXTS.description)}"/>
  <IconUrl DefaultValue="${icon(32)}"/>
  <HighResolutionIconUrl DefaultValue="${icon(64)}"/>
  <SupportUrl DefaultValue="${url('/')}"/>
  <Hosts>
    <Host Name="Document"/>
  </Hosts>
  <Requirements>
    <Sets DefaultMinVersion="${WORD_API_VERSION}">
      <Set Name="WordApi" MinVersion="${WORD_API_VERSION}"/>
    </Sets>
  </Requirements>
  <DefaultSettings>
    <SourceLocation DefaultValue="${url('/addin/')}"/>
  </DefaultSettings>
  <Permissions>ReadWriteDocument</Permissions>
  ${versionOverrides({ url, icon })}
</OfficeApp>
`;
};
