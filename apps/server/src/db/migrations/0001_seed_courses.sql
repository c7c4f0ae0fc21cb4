-- The course catalogue of SPEC.md §3, inserted once when a database is created.
INSERT INTO "courses" ("id", "title", "description", "category", "level", "price", "duration", "enrolled") VALUES
  ('course1', 'Interview Mastery', 'Prepare for interviews with mock sessions, common questions and feedback on how you answer.', 'career', 'All Levels', 2999, '4 weeks', 138),
  ('course2', 'LinkedIn Profile Optimization', 'Build a profile that recruiters find: headline, summary, experience and a network that works for you.', 'career', 'Beginner', 1999, '2 weeks', 96),
  ('course3', 'Effective Communication Skills', 'Speak and write with confidence at work: presentations, e-mails, meetings and difficult conversations.', 'career', 'All Levels', 3499, '6 weeks', 112),
  ('course4', 'Strategic Job Search', 'Plan your search, target the right employers, tailor your resume and follow up until you get offers.', 'career', 'Intermediate', 2499, '4 weeks', 85),
  ('course7', 'Entrepreneurship Fundamentals', 'Turn an idea into a business: customers, costs, pricing, registration and your first sales.', 'entrepreneurship', 'Beginner', 5999, '10 weeks', 94),
  ('course8', 'Business Growth Strategies', 'Grow a small business: marketing on a budget, hiring, cash flow and partnerships in your city.', 'entrepreneurship', 'Intermediate', 6499, '8 weeks', 68)
ON CONFLICT ("id") DO NOTHING;
