// locales/en/site.js — English: where the page lives: the link's version, working offline and
// updates, the dark/light theme. The same keys as tr/site.js, one key per line.
export default {
  site: {
    newerLink: '“{name}={raw}”: this link comes from a newer version of the page; this version ({value}) read the settings it knows.',
  },
};
