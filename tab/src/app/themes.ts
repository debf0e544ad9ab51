/**
 * The Fluent themes other than the default light one, in a chunk of their own (theme.tsx imports
 * this module when the dark theme or a Teams theme is first needed): a light-theme browser user's
 * first load does not carry them.
 */
export { teamsDarkTheme, teamsHighContrastTheme, teamsLightTheme, webDarkTheme } from '@fluentui/react-components';
