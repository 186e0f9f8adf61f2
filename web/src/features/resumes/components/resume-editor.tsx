import { BookOpen, Briefcase, FolderGit2, User, Wrench } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { ResumeTemplate } from '@/config/resume-templates';
import { EducationTab } from '@/features/resumes/components/editor/education-tab';
import { ExperienceTab } from '@/features/resumes/components/editor/experience-tab';
import { PersonalTab } from '@/features/resumes/components/editor/personal-tab';
import { ProjectsTab } from '@/features/resumes/components/editor/projects-tab';
import { SkillsTab } from '@/features/resumes/components/editor/skills-tab';
import type { ResumeContent } from '@/features/resumes/lib/resume-content';

/** Tabs wrap onto two rows on a phone instead of hiding off screen. */
const triggerClass = 'h-9 flex-auto sm:flex-1';

export type EditorTab = 'personal' | 'experience' | 'education' | 'skills' | 'projects';

/** The Resume Editor (seed 001 §2.5, with DESIGN.md's real Education, Skills and Projects editors). */
export function ResumeEditor({
  content,
  onChange,
  template,
  tab,
  onTabChange,
}: {
  content: ResumeContent;
  onChange: (next: ResumeContent) => void;
  template: ResumeTemplate;
  tab: EditorTab;
  onTabChange: (tab: EditorTab) => void;
}) {
  return (
    <Card className="p-4 sm:p-6" aria-labelledby="resume-editor-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="resume-editor-heading" className="text-lg font-semibold text-slate-900">
          Resume Editor
        </h2>
        <Badge
          data-testid="template-badge"
          className="border-transparent"
          style={{ backgroundColor: `${template.color}1a`, color: template.accent }}
        >
          <span aria-hidden="true" className="size-2 rounded-full" style={{ backgroundColor: template.color }} />
          {template.name}
        </Badge>
      </div>
      <Tabs value={tab} onValueChange={(v) => onTabChange(v as EditorTab)} className="mt-4">
        <TabsList className="h-auto w-full flex-wrap justify-start">
          <TabsTrigger className={triggerClass} value="personal">
            <User aria-hidden="true" />
            Personal
          </TabsTrigger>
          <TabsTrigger className={triggerClass} value="experience">
            <Briefcase aria-hidden="true" />
            Experience
          </TabsTrigger>
          <TabsTrigger className={triggerClass} value="education">
            <BookOpen aria-hidden="true" />
            Education
          </TabsTrigger>
          <TabsTrigger className={triggerClass} value="skills">
            <Wrench aria-hidden="true" />
            Skills
          </TabsTrigger>
          <TabsTrigger className={triggerClass} value="projects">
            <FolderGit2 aria-hidden="true" />
            Projects
          </TabsTrigger>
        </TabsList>
        <TabsContent value="personal">
          <PersonalTab
            value={content.personalInfo}
            onChange={(personalInfo) => onChange({ ...content, personalInfo })}
          />
        </TabsContent>
        <TabsContent value="experience">
          <ExperienceTab value={content.experience} onChange={(experience) => onChange({ ...content, experience })} />
        </TabsContent>
        <TabsContent value="education">
          <EducationTab
            value={content.education}
            onChange={(education) => onChange({ ...content, education })}
            certifications={content.certifications}
            onCertificationsChange={(certifications) => onChange({ ...content, certifications })}
          />
        </TabsContent>
        <TabsContent value="skills">
          <SkillsTab value={content.skills} onChange={(skills) => onChange({ ...content, skills })} />
        </TabsContent>
        <TabsContent value="projects">
          <ProjectsTab value={content.projects} onChange={(projects) => onChange({ ...content, projects })} />
        </TabsContent>
      </Tabs>
    </Card>
  );
}
