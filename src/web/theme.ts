import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  InputWrapper,
  type MantineColorsTuple,
  Notification,
} from '@mantine/core';

/**
 * Mantine's palettes with shades 8 and 9 darkened where text in them fell short of WCAG AA (4.5:1):
 * shade 8 is the text of light badges and buttons (the theme's primary shade), the status lines and
 * the level names; shade 9 the redline's struck and added words on their tinted backgrounds. Each pair
 * reaches at least 4.8:1 on white, on shade 0 and on the light variants' tint.
 */
const withDarkText = (
  name: 'red' | 'teal' | 'green' | 'orange' | 'yellow' | 'blue',
  shade8: string,
  shade9: string,
) => {
  const palette = [...(DEFAULT_THEME.colors[name] ?? [])];
  palette[8] = shade8;
  palette[9] = shade9;
  return palette as unknown as MantineColorsTuple;
};

const colors = {
  red: withDarkText('red', '#b72525', '#a61e1e'),
  teal: withDarkText('teal', '#0a6b50', '#085c45'),
  green: withDarkText('green', '#217232', '#1b5e2a'),
  orange: withDarkText('orange', '#b23f05', '#9a3604'),
  yellow: withDarkText('yellow', '#8a5a00', '#754c00'),
  blue: withDarkText('blue', '#1864ab', '#13508a'),
};

/** Dimmed text (descriptions, captions): 6.1:1 on white and at least 5.4:1 on the grey and indigo tints. */
const DIMMED = '#5c636a';

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': DIMMED,
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});

export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 6 },
  colors,
  defaultRadius: 'md',
  headings: { fontWeight: '700' },
  components: {
    // The required marker is drawn by app.css instead, so a label's text is exactly its words.
    InputWrapper: InputWrapper.extend({ defaultProps: { withAsterisk: false } }),
    // Mantine's close button of a notification is an icon only: give it a name.
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
    }),
  },
});
