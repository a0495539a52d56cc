/** The copy of a session page's preparation cards [2§2.13], apart from the layout. */
export const preparationChecklist = [
  "Find a quiet place with a table and good light",
  "Have a notebook, pens and a calculator ready",
  "Look through the lesson's resources below",
  "Join a few minutes early to check your sound and video",
] as const;

export const technicalRequirements = [
  "A modern web browser (Chrome, Edge, Firefox or Safari, kept up to date)",
  "A webcam and microphone",
  "A broadband internet connection",
] as const;
