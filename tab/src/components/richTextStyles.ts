/**
 * Typography of rich text, shared by RichTextEditor and RichTextView so that what is written looks
 * the same when read: headings, paragraphs, lists, quotes, code and links in Fluent tokens (both themes).
 */
import { makeStyles, shorthands, tokens } from '@fluentui/react-components';

export const editorContentStyles = makeStyles({
  content: {
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground1,
    overflowWrap: 'anywhere',
    '& p': { marginTop: 0, marginBottom: tokens.spacingVerticalS },
    '& h1, & h2, & h3, & h4, & h5, & h6': {
      marginTop: tokens.spacingVerticalM,
      marginBottom: tokens.spacingVerticalS,
      fontWeight: tokens.fontWeightSemibold,
    },
    '& h1': { fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600 },
    '& h2': { fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 },
    '& h3': { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
    '& ul, & ol': { marginTop: 0, marginBottom: tokens.spacingVerticalS, paddingLeft: tokens.spacingHorizontalXXL },
    '& li p': { marginBottom: 0 },
    '& blockquote': {
      marginLeft: 0,
      marginRight: 0,
      paddingLeft: tokens.spacingHorizontalM,
      ...shorthands.borderLeft(tokens.strokeWidthThick, 'solid', tokens.colorNeutralStroke1),
      color: tokens.colorNeutralForeground2,
    },
    '& code': {
      fontFamily: tokens.fontFamilyMonospace,
      backgroundColor: tokens.colorNeutralBackground3,
      borderRadius: tokens.borderRadiusSmall,
      padding: '0 2px',
    },
    '& pre': {
      fontFamily: tokens.fontFamilyMonospace,
      backgroundColor: tokens.colorNeutralBackground3,
      padding: tokens.spacingHorizontalS,
      borderRadius: tokens.borderRadiusMedium,
      overflowX: 'auto',
    },
    '& a': { color: tokens.colorBrandForegroundLink, textDecorationLine: 'underline' },
    '& > :first-child': { marginTop: 0 },
    '& > :last-child': { marginBottom: 0 },
  },
});
