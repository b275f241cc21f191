/**
 * The element order and occurrence of an add-in-only manifest for a Word task pane, as Microsoft's
 * schemas define them (OfficeDev/office-js-docs-pr, docs/overview/schemas/taskpane:
 * OfficeAppManifestV1_1.xsd — OfficeApp extended by TaskPaneApp; TaskPaneAppVersionOverridesV1_0.xsd;
 * OfficeAppBasicTypesV1_0.xsd). Each element lists its children in the `xs:sequence` order with
 * minOccurs/maxOccurs; `bt:` marks elements of the basic-types namespace. Only the branches a Word
 * task pane can use are written out; any child not listed is refused.
 */
export type TElementRule = {
  name: string;
  min: number;
  max: number;
  children?: TElementRule[];
  /** Attributes that must be present. */
  attributes?: string[];
};

const one = (name: string, children?: TElementRule[], attributes?: string[]): TElementRule => ({
  name,
  min: 1,
  max: 1,
  children,
  attributes,
});
const optional = (name: string, children?: TElementRule[], attributes?: string[]): TElementRule => ({
  name,
  min: 0,
  max: 1,
  children,
  attributes,
});
const many = (name: string, min: number, children?: TElementRule[], attributes?: string[]): TElementRule => ({
  name,
  min,
  max: Number.POSITIVE_INFINITY,
  children,
  attributes,
});

const localeAware = (name: string, min: 0 | 1) => ({
  name,
  min,
  max: 1,
  children: [many('Override', 0, [], ['Locale', 'Value'])],
  attributes: ['DefaultValue'],
});

const resourceReference = (name: string, min: 0 | 1 = 1) => ({
  name,
  min,
  max: 1,
  children: [],
  attributes: ['resid'],
});

const iconList = (min: 0 | 1) => ({
  name: 'Icon',
  min,
  max: 1,
  children: [many('bt:Image', 1, [], ['size', 'resid'])],
});

const BUTTON: TElementRule[] = [
  resourceReference('Label'),
  one('Supertip', [resourceReference('Title'), resourceReference('Description')]),
  iconList(1),
  one(
    'Action',
    [optional('TaskpaneId', []), resourceReference('SourceLocation'), resourceReference('Title', 0)],
    ['xsi:type'],
  ),
];

const GROUP: TElementRule[] = [
  resourceReference('Label'),
  iconList(1),
  many('Control', 1, BUTTON, ['xsi:type', 'id']),
];

const FORM_FACTOR: TElementRule[] = [
  optional('GetStarted', [
    resourceReference('Title'),
    resourceReference('Description'),
    resourceReference('LearnMoreUrl'),
  ]),
  resourceReference('FunctionFile', 0),
  many(
    'ExtensionPoint',
    1,
    [
      many('OfficeTab', 0, [many('Group', 1, GROUP, ['id'])], ['id']),
      many('CustomTab', 0, undefined, ['id']),
    ],
    ['xsi:type'],
  ),
];

const withId = (name: string) =>
  many(name, 0, [many('bt:Override', 0, [], ['Locale', 'Value'])], ['id', 'DefaultValue']);

const VERSION_OVERRIDES: TElementRule[] = [
  resourceReference('Description', 0),
  optional('Requirements', [one('bt:Sets', [many('bt:Set', 1, [], ['Name'])])]),
  optional('Hosts', [many('Host', 1, [optional('DesktopFormFactor', FORM_FACTOR)], ['xsi:type'])]),
  optional('Resources', [
    optional('bt:Images', [withId('bt:Image')]),
    optional('bt:Urls', [withId('bt:Url')]),
    optional('bt:ShortStrings', [withId('bt:String')]),
    optional('bt:LongStrings', [withId('bt:String')]),
  ]),
  optional('WebApplicationInfo'),
  optional('EquivalentAddins'),
];

/** `<OfficeApp xsi:type="TaskPaneApp">`: OfficeApp's own sequence, then TaskPaneApp's extension. */
export const TASK_PANE_MANIFEST: TElementRule = one(
  'OfficeApp',
  [
    one('Id', []),
    optional('AlternateId', []),
    one('Version', []),
    one('ProviderName', []),
    one('DefaultLocale', []),
    localeAware('DisplayName', 1),
    localeAware('Description', 1),
    localeAware('IconUrl', 0),
    localeAware('HighResolutionIconUrl', 0),
    localeAware('SupportUrl', 0),
    optional('AppDomains', [many('AppDomain', 1, [])]),
    optional('Hosts', [many('Host', 1, [], ['Name'])]),
    optional('Requirements', [
      optional('Sets', [many('Set', 1, [], ['Name'])]),
      optional('Methods', [many('Method', 1, [], ['Name'])]),
    ]),
    one('DefaultSettings', [localeAware('SourceLocation', 1)]),
    one('Permissions', []),
    optional('Dictionary'),
    optional('VersionOverrides', VERSION_OVERRIDES, ['xmlns']),
  ],
  ['xmlns', 'xsi:type'],
);
