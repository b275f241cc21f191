import { createTheme, InputWrapper } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'md',
  headings: { fontWeight: '700' },
  components: {
    // The required marker is drawn by app.css instead, so a label's text is exactly its words.
    InputWrapper: InputWrapper.extend({ defaultProps: { withAsterisk: false } }),
  },
});
