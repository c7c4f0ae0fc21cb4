/**
 * What a shared course link shows before any script runs: its own <title>, Open Graph tags for the
 * WhatsApp/Facebook preview, and schema.org Course JSON-LD (with its price as an Offer).
 */
import type { Language } from "@app/shared/constants";
import type { Course } from "@app/shared/courses";
import enCourses from "@app/i18n/locales/en/courses.json" with { type: "json" };
import knCourses from "@app/i18n/locales/kn/courses.json" with { type: "json" };
import { notFoundHead, replaceTitle, shareableHead, summary } from "../site/page-head.ts";

const coursesTexts: Record<Language, typeof enCourses> = { en: enCourses, kn: knCourses };

const categoryNames: Record<Course["category"], string> = {
  career: "Career Development",
  entrepreneurship: "Entrepreneurship",
};

export function courseJsonLd(course: Course, options: { publicUrl: string; siteName: string }) {
  const url = `${options.publicUrl}/courses/${course.id}`;
  return {
    "@context": "https://schema.org/",
    "@type": "Course",
    name: course.title,
    description: course.description,
    url,
    provider: { "@type": "Organization", name: options.siteName, sameAs: options.publicUrl },
    educationalLevel: course.level,
    about: categoryNames[course.category],
    timeRequired: course.duration,
    offers: { "@type": "Offer", category: "Paid", price: course.price, priceCurrency: "INR", url },
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: "Blended",
      instructor: { "@type": "Person", name: course.instructor },
    },
  };
}

/** index.html with the course's head tags in place of the generic title. */
export function renderCoursePage(indexHtml: string, course: Course, options: { publicUrl: string; siteName: string }): string {
  const price = `₹${course.price.toLocaleString("en-IN")}`;
  const head = shareableHead({
    title: `${course.title} · ${categoryNames[course.category]} course | ${options.siteName}`,
    shareTitle: `${course.title} · ${price} · ${course.duration}`,
    description: summary(`${course.duration}, ${course.level}, ${price}. ${course.description}`),
    publicUrl: options.publicUrl,
    path: `/courses/${course.id}`,
    siteName: options.siteName,
    jsonLd: courseJsonLd(course, options),
  });
  return replaceTitle(indexHtml, head);
}

/** index.html for a course that is not there, titled in the reader's language as the page will say it. */
export function renderMissingCoursePage(indexHtml: string, siteName: string, language: Language): string {
  return replaceTitle(indexHtml, notFoundHead(`${coursesTexts[language].detail.notFound.title} | ${siteName}`));
}
