const enquiryResponseHours = 24;
const technicalResponseHours = 4;

/** Facts used across the public pages and policies, stated once [1§1], [2§1], [2§9]. */
export const facts = {
  lessonsPerWeek: 15,
  weeksPerYear: 39,
  groupSize: "8–12",
  recordingsWithin: "24 hours",
  yearRange: "Year 5 to GCSE",
  subjects: ["Mathematics", "English", "Biology", "Chemistry", "Physics"],
  minimumTeachingYears: 3,
  uptime: "99.9%",
  enquiryResponseTime: `${enquiryResponseHours} hours`,
  enquiryResponse: `${enquiryResponseHours} hours on business days`,
  technicalResponseTime: `${technicalResponseHours} hours`,
  technicalResponse: `${technicalResponseHours} hours during operational hours`,
  satisfactionRefundDays: 30,
  launchWithinHours: 48,
  breachNotificationHours: 72,
  dataRightsResponseDays: 30,
  curriculumFrom: "September 2025",
} as const;

/** Pre-filled messages for the messaging-app chat links. */
export const chatMessages = {
  general: "Hello, I would like to find out more about your online tuition.",
  employer: "Hello, I would like to discuss offering your online tuition to our employees.",
  family: "Hello, I am a parent and would like to know more about your online lessons.",
  individual: "Hello, I am interested in buying academic support for my child directly.",
  pricing: "Hello, I would like a pricing quote for places for our employees.",
  tutors: "Hello, I would like to know more about your specialist teachers.",
  subject: (subject: string) => `Hello, I am interested in ${subject} lessons. Could you tell me more?`,
  curriculum: "Hello, I would like to hear when the detailed curriculum is available.",
} as const;
