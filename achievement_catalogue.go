package stride

// AchievementCatalogue is every achievement Stride awards, by category.
// Points follow the rarity (common 10, rare 25, epic 50, legendary 100).
// Ids are stable: user_achievements rows refer to them.
var AchievementCatalogue = []Achievement{
	// Applications.
	{ID: "first-application", Category: "application", Title: "First Step", Description: "Track your first job application.", Icon: "send", Rarity: RarityCommon, Rule: AchievementRule{MetricApplications, 1}},
	{ID: "applications-10", Category: "application", Title: "Momentum", Description: "Track 10 job applications.", Icon: "trending-up", Rarity: RarityRare, Rule: AchievementRule{MetricApplications, 10}},
	{ID: "applications-25", Category: "application", Title: "Persistence", Description: "Track 25 job applications.", Icon: "layers", Rarity: RarityEpic, Rule: AchievementRule{MetricApplications, 25}},
	{ID: "applications-50", Category: "application", Title: "Unstoppable", Description: "Track 50 job applications.", Icon: "rocket", Rarity: RarityLegendary, Rule: AchievementRule{MetricApplications, 50}},
	{ID: "first-screening", Category: "application", Title: "Foot in the Door", Description: "Have an application reach screening.", Icon: "door-open", Rarity: RarityCommon, Rule: AchievementRule{MetricReachedScreening, 1}},
	{ID: "first-interview-stage", Category: "application", Title: "Interview Invite", Description: "Have an application reach the interview stage.", Icon: "calendar-check", Rarity: RarityRare, Rule: AchievementRule{MetricReachedInterview, 1}},
	{ID: "first-offer", Category: "application", Title: "Offer in Hand", Description: "Receive your first job offer.", Icon: "party-popper", Rarity: RarityEpic, Rule: AchievementRule{MetricReachedOffer, 1}},
	{ID: "offers-3", Category: "application", Title: "In Demand", Description: "Receive three job offers.", Icon: "crown", Rarity: RarityLegendary, Rule: AchievementRule{MetricReachedOffer, 3}},
	{ID: "saved-jobs-5", Category: "application", Title: "Shortlist", Description: "Save 5 jobs to come back to.", Icon: "bookmark", Rarity: RarityCommon, Rule: AchievementRule{MetricSavedJobs, 5}},

	// Interview coach.
	{ID: "first-interview-session", Category: "interview", Title: "First Practice", Description: "Complete your first interview-coach session.", Icon: "mic", Rarity: RarityCommon, Rule: AchievementRule{MetricInterviewSessions, 1}},
	{ID: "interview-score-8", Category: "interview", Title: "Strong Answer", Description: "Score 8 or more in an interview-coach session.", Icon: "star", Rarity: RarityRare, Rule: AchievementRule{MetricInterviewBestScore, 8}},
	{ID: "interview-sessions-5", Category: "interview", Title: "Practice Makes Progress", Description: "Complete 5 interview-coach sessions.", Icon: "repeat", Rarity: RarityRare, Rule: AchievementRule{MetricInterviewSessions, 5}},
	{ID: "interview-sessions-20", Category: "interview", Title: "Interview Ready", Description: "Complete 20 interview-coach sessions.", Icon: "shield-check", Rarity: RarityEpic, Rule: AchievementRule{MetricInterviewSessions, 20}},
	{ID: "interview-level-advanced", Category: "interview", Title: "Advanced Level", Description: "Reach the Advanced level in the interview coach.", Icon: "trending-up", Rarity: RarityEpic, Rule: AchievementRule{MetricInterviewLevel, 3}},
	{ID: "interview-level-master", Category: "interview", Title: "Interview Master", Description: "Reach the Master level in the interview coach.", Icon: "crown", Rarity: RarityLegendary, Rule: AchievementRule{MetricInterviewLevel, 5}},
	{ID: "interview-all-types", Category: "interview", Title: "Well Rounded", Description: "Practise all four interview types.", Icon: "shapes", Rarity: RarityEpic, Rule: AchievementRule{MetricInterviewTypes, 4}},

	// Skills.
	{ID: "first-skill", Category: "skill", Title: "Skill Spotted", Description: "Add your first skill.", Icon: "sparkles", Rarity: RarityCommon, Rule: AchievementRule{MetricSkills, 1}},
	{ID: "skills-5", Category: "skill", Title: "Toolkit", Description: "Add 5 skills to your profile.", Icon: "wrench", Rarity: RarityCommon, Rule: AchievementRule{MetricSkills, 5}},
	{ID: "skills-10", Category: "skill", Title: "Versatile", Description: "Add 10 skills to your profile.", Icon: "zap", Rarity: RarityRare, Rule: AchievementRule{MetricSkills, 10}},
	{ID: "expert-skill", Category: "skill", Title: "Expert", Description: "Rate a skill at the expert level.", Icon: "gem", Rarity: RarityRare, Rule: AchievementRule{MetricExpertSkills, 1}},
	{ID: "skill-categories", Category: "skill", Title: "T-Shaped", Description: "Have technical, soft and industry skills.", Icon: "shapes", Rarity: RarityRare, Rule: AchievementRule{MetricSkillCategories, 3}},
	{ID: "expert-skills-3", Category: "skill", Title: "Specialist", Description: "Rate three skills at the expert level.", Icon: "medal", Rarity: RarityEpic, Rule: AchievementRule{MetricExpertSkills, 3}},
	{ID: "skills-25", Category: "skill", Title: "Polymath", Description: "Add 25 skills to your profile.", Icon: "brain", Rarity: RarityLegendary, Rule: AchievementRule{MetricSkills, 25}},

	// Network.
	{ID: "linkedin-linked", Category: "network", Title: "Connected", Description: "Add your LinkedIn profile URL.", Icon: "link", Rarity: RarityCommon, Rule: AchievementRule{MetricLinkedInLinked, 1}},
	{ID: "portfolio-linked", Category: "network", Title: "Show Your Work", Description: "Add a portfolio link to your profile.", Icon: "globe", Rarity: RarityCommon, Rule: AchievementRule{MetricPortfolioLinked, 1}},
	{ID: "linkedin-import", Category: "network", Title: "LinkedIn Import", Description: "Import your LinkedIn data export into a resume.", Icon: "download", Rarity: RarityRare, Rule: AchievementRule{MetricLinkedInImports, 1}},
	{ID: "companies-5", Category: "network", Title: "Wide Net", Description: "Apply to 5 different companies.", Icon: "building", Rarity: RarityRare, Rule: AchievementRule{MetricCompanies, 5}},
	{ID: "companies-20", Category: "network", Title: "Networker", Description: "Apply to 20 different companies.", Icon: "users", Rarity: RarityEpic, Rule: AchievementRule{MetricCompanies, 20}},

	// Milestones: the profile and the resume.
	{ID: "onboarding-complete", Category: "milestone", Title: "Welcome Aboard", Description: "Finish setting up your account.", Icon: "flag", Rarity: RarityCommon, Rule: AchievementRule{MetricOnboarding, 1}},
	{ID: "profile-complete", Category: "milestone", Title: "All About Me", Description: "Complete every item of your profile.", Icon: "user-check", Rarity: RarityRare, Rule: AchievementRule{MetricProfileFields, ProfileFieldCount}},
	{ID: "first-resume", Category: "milestone", Title: "Resume Ready", Description: "Save your first resume.", Icon: "file-text", Rarity: RarityCommon, Rule: AchievementRule{MetricResumes, 1}},
	{ID: "resume-download", Category: "milestone", Title: "Hot off the Press", Description: "Download a resume as a PDF.", Icon: "file-down", Rarity: RarityCommon, Rule: AchievementRule{MetricResumeDownloads, 1}},
	{ID: "resume-upload", Category: "milestone", Title: "Fresh Start", Description: "Upload an existing resume to parse it.", Icon: "upload", Rarity: RarityCommon, Rule: AchievementRule{MetricResumeUploads, 1}},
	{ID: "resumes-3", Category: "milestone", Title: "Tailor Made", Description: "Save 3 resumes for different roles.", Icon: "files", Rarity: RarityRare, Rule: AchievementRule{MetricResumes, 3}},
	{ID: "resume-downloads-10", Category: "milestone", Title: "Ready to Send", Description: "Download resume PDFs 10 times.", Icon: "printer", Rarity: RarityEpic, Rule: AchievementRule{MetricResumeDownloads, 10}},

	// Learning.
	{ID: "first-challenge", Category: "learning", Title: "Challenge Accepted", Description: "Pass your first skill challenge.", Icon: "swords", Rarity: RarityCommon, Rule: AchievementRule{MetricChallengesPassed, 1}},
	{ID: "first-module", Category: "learning", Title: "Lesson Learned", Description: "Complete a learning module.", Icon: "book-open", Rarity: RarityCommon, Rule: AchievementRule{MetricModulesCompleted, 1}},
	{ID: "challenges-10", Category: "learning", Title: "Challenger", Description: "Pass 10 different skill challenges.", Icon: "trophy", Rarity: RarityRare, Rule: AchievementRule{MetricChallengesPassed, 10}},
	{ID: "streak-7", Category: "learning", Title: "On a Roll", Description: "Keep a 7-day learning streak.", Icon: "flame", Rarity: RarityRare, Rule: AchievementRule{MetricLearningStreak, 7}},
	{ID: "skill-badge", Category: "learning", Title: "Badge Earned", Description: "Earn a skill badge.", Icon: "badge-check", Rarity: RarityRare, Rule: AchievementRule{MetricSkillBadges, 1}},
	{ID: "xp-1000", Category: "learning", Title: "Scholar", Description: "Earn 1,000 learning XP.", Icon: "graduation-cap", Rarity: RarityEpic, Rule: AchievementRule{MetricLearningXP, 1000}},
	{ID: "skill-badges-5", Category: "learning", Title: "Decorated", Description: "Earn 5 skill badges.", Icon: "award", Rarity: RarityEpic, Rule: AchievementRule{MetricSkillBadges, 5}},
	{ID: "streak-30", Category: "learning", Title: "Habit Formed", Description: "Keep a 30-day learning streak.", Icon: "calendar-days", Rarity: RarityLegendary, Rule: AchievementRule{MetricLearningStreak, 30}},

	// Career.
	{ID: "first-goal", Category: "career", Title: "Goal Setter", Description: "Set your first career goal.", Icon: "target", Rarity: RarityCommon, Rule: AchievementRule{MetricCareerGoals, 1}},
	{ID: "goals-3", Category: "career", Title: "Planner", Description: "Set 3 career goals.", Icon: "list-checks", Rarity: RarityCommon, Rule: AchievementRule{MetricCareerGoals, 3}},
	{ID: "goal-completed", Category: "career", Title: "Goal Getter", Description: "Complete a career goal.", Icon: "circle-check", Rarity: RarityRare, Rule: AchievementRule{MetricGoalsCompleted, 1}},
	{ID: "first-milestone", Category: "career", Title: "Milestone Reached", Description: "Achieve a career milestone.", Icon: "milestone", Rarity: RarityRare, Rule: AchievementRule{MetricMilestones, 1}},
	{ID: "goals-completed-3", Category: "career", Title: "Achiever", Description: "Complete 3 career goals.", Icon: "medal", Rarity: RarityEpic, Rule: AchievementRule{MetricGoalsCompleted, 3}},
	{ID: "milestones-5", Category: "career", Title: "On the Rise", Description: "Achieve 5 career milestones.", Icon: "mountain", Rarity: RarityEpic, Rule: AchievementRule{MetricMilestones, 5}},
	{ID: "milestones-10", Category: "career", Title: "Career Architect", Description: "Achieve 10 career milestones.", Icon: "crown", Rarity: RarityLegendary, Rule: AchievementRule{MetricMilestones, 10}},
}
