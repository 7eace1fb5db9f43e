// SPEC.md §3 "Demo stores" (project: id, name, des, startDate, endDate, assignee, progress,
// category) and §4: projects are added, updated and removed.

export interface Project {
  id: string;
  name: string;
  des: string;
  startDate: string;
  endDate: string;
  assignee: string[];
  /** Percent done, 0 to 100. */
  progress: number;
  category: string;
}

export type ProjectAction = { type: 'add'; project: Project } | { type: 'update'; project: Project } | { type: 'remove'; id: string };

export const clampProgress = (progress: number) => Math.round(Math.min(Math.max(Number.isFinite(progress) ? progress : 0, 0), 100));

export function projectsReducer(projects: Project[], action: ProjectAction): Project[] {
  switch (action.type) {
    case 'add':
      return [{ ...action.project, progress: clampProgress(action.project.progress) }, ...projects];
    case 'update':
      return projects.map((project) => (project.id === action.project.id ? { ...action.project, progress: clampProgress(action.project.progress) } : project));
    case 'remove':
      return projects.filter((project) => project.id !== action.id);
  }
}
