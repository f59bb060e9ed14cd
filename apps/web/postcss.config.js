// Mantine's PostCSS preset: rem(), light-dark() and breakpoint mixins in CSS modules.
export default {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
