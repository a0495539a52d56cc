/** Words of the public footer [1§2 Footer]; links and brand details come from paths and brand. */
export const footerContent = {
  tagline: "Live online group tuition from Year 5 to GCSE, as an employee benefit or for your family.",
  companyHeading: "Company",
  legalHeading: "Legal",
  contactHeading: "Contact",
  opensInNewTab: " (opens in a new tab)",
  rightsReserved: "All rights reserved.",
};
