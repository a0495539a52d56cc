import type { FaqItem } from "#app/components/public/faq.tsx";
import { facts } from "#app/content/shared.ts";

export const pricingMeta = {
  title: "Pricing",
  description: `Simple pricing per place for the academic year, prorated if you join mid-year: ${facts.lessonsPerWeek} live lessons a week, recordings, resources and support included.`,
};

export const pricingHero = {
  eyebrow: "Pricing",
  title: "Pay per place, for the whole academic year",
  lead: "You pay for the places your employees use, for the academic year. Join mid-year and the price is prorated. Every place includes everything below, with no extras to add.",
  quote: "Request a Pricing Quote",
  chat: "Chat About Pricing",
  contact: "Contact Us",
};

export const payPerPlace = {
  title: "How pay-per-place works",
  points: [
    {
      title: "One place per child",
      text: "A place gives one child access to live lessons, recordings and resources for the academic year.",
    },
    {
      title: "Prorated mid-year",
      text: "Start in January or after Easter and you pay only for the remaining part of the year.",
    },
    {
      title: "Scale as you grow",
      text: "Add places at any time as more employees sign up; your quote reflects the number of places.",
    },
  ],
};

export const included = {
  title: "What's Included",
  items: [
    `${facts.lessonsPerWeek} live lessons every week across a ${facts.weeksPerYear}-week academic year`,
    `Small groups of ${facts.groupSize} pupils`,
    `Every session recorded and available within ${facts.recordingsWithin}`,
    "Mathematics, English, Biology, Chemistry and Physics, Year 5 to GCSE",
    "Learning resources organised by year group and subject",
    "A parent portal with the schedule, recordings and resources",
    "A parent messaging system",
    "Employee onboarding by CSV upload, QR codes or registration codes",
    `${facts.uptime} platform uptime and support from our team`,
  ],
};

export const pricingFaq: { title: string; items: FaqItem[] } = {
  title: "Pricing questions",
  items: [
    {
      question: "How is the price calculated?",
      answer: `Per place for the academic year. We quote on the number of places you need; ask for a quote and we will reply within ${facts.enquiryResponse}.`,
    },
    {
      question: "What happens if we join part-way through the year?",
      answer: "The price of each place is prorated for the remaining part of the academic year.",
    },
    {
      question: "How are subscription fees billed?",
      answer:
        "Subscription fees are billed in advance for the period they cover and are non-refundable, except under our satisfaction promise for new corporate clients.",
    },
    {
      question: "Is there a satisfaction guarantee?",
      answer: `Yes. New corporate clients who are not satisfied can ask for a refund within ${facts.satisfactionRefundDays} days.`,
    },
    {
      question: "Can more employees join later?",
      answer: "Yes. Add places at any time; new employees register with a code or QR code in minutes.",
    },
    {
      question: "How soon can we launch?",
      answer: `Within ${facts.launchWithinHours} hours of your decision, with your company set up within a few days of agreement.`,
    },
    {
      question: "Can families buy a place without an employer?",
      answer:
        "Yes. Families can buy academic support directly on our Individual Purchase page, and move to an employer benefit later without losing progress.",
    },
  ],
};

export const pricingCta = {
  title: "Get a quote for your organisation",
  text: "Tell us how many employees might use the benefit and we will send a quote.",
};
