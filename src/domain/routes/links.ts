// Which configured links leave the site: those open in a new tab with rel="noopener".

/** True for links starting with http, //, tel: or mailto: (the configuration's rule for new tabs). */
export function opensInNewTab(url: string): boolean {
  return /^(https?:|\/\/|tel:|mailto:)/i.test(url.trim());
}
