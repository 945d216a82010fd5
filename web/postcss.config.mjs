// Mantine's preset provides rem()/light-dark() and its mixins. Media queries use
// plain em values (Mantine breakpoints: xs 36em, sm 48em, md 62em, lg 75em,
// xl 88em) because Biome's CSS parser rejects $variables.
export default {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
