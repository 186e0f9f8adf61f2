import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MaterialsProfile } from '@/features/materials/api/get-materials-profile';
import { PortfolioForm } from '@/features/materials/components/portfolio-form';
import { projectRowsFromJson, toApiProjects } from '@/features/materials/lib/projects';
import { createQueryClient } from '@/lib/query-client';
import { fakeServer } from '@/test/app';

const profile: MaterialsProfile = {
  name: 'Alex Morgan',
  title: 'Product Manager',
  experience: '6 years of experience.',
  skills: 'SQL, Roadmapping',
  // As the materials profile holds the default resume's projects.
  projects: JSON.stringify(
    [{ name: 'Churn radar', description: 'Flags accounts likely to churn', technologies: ['SQL', 'Figma'], link: 'https://example.com/churn' }],
    null,
    2,
  ),
};

const generated = () => Response.json({ summary: 'A summary.', provider: 'local', notes: [], matchedSkills: [], wordCount: 2, saved: true });

function renderForm(p: MaterialsProfile | undefined) {
  const user = userEvent.setup();
  const utils = render(
    <QueryClientProvider client={createQueryClient()}>
      <PortfolioForm userId="u1" profile={p} />
    </QueryClientProvider>,
  );
  return { ...utils, user };
}

const project = (n: number) => screen.getByRole('group', { name: `Project ${n}` });

describe('portfolio summary projects', () => {
  it('starts from the resume’s projects and sends the typed ones as the API’s JSON list', async () => {
    const server = fakeServer({ 'POST /api/portfolio-summaries/generate': generated });
    const { user } = renderForm(profile);
    expect(screen.queryByLabelText(/Projects \(JSON\)/)).not.toBeInTheDocument();
    expect(within(project(1)).getByLabelText('Project title')).toHaveValue('Churn radar');
    expect(within(project(1)).getByLabelText('What it did')).toHaveValue('Flags accounts likely to churn');
    expect(within(project(1)).getByLabelText('Technologies')).toHaveValue('SQL, Figma');
    expect(within(project(1)).getByLabelText('Link')).toHaveValue('https://example.com/churn');

    await user.click(screen.getByRole('button', { name: 'Add project' }));
    await user.type(within(project(2)).getByLabelText('Project title'), 'Tidewatch');
    await user.type(within(project(2)).getByLabelText('What it did'), 'Tide forecasts for sailors');
    await user.type(within(project(2)).getByLabelText('Technologies'), 'Go, , PostgreSQL ');
    await user.click(screen.getByRole('button', { name: 'Generate Summary' }));

    await waitFor(() => expect(server.calls.length).toBe(1));
    expect(server.calls[0].body).toMatchObject({
      userProfile: { name: 'Alex Morgan', title: 'Product Manager', experience: '6 years of experience.', skills: 'SQL, Roadmapping' },
      projects: [
        { name: 'Churn radar', description: 'Flags accounts likely to churn', technologies: ['SQL', 'Figma'], link: 'https://example.com/churn' },
        { name: 'Tidewatch', description: 'Tide forecasts for sailors', technologies: ['Go', 'PostgreSQL'] },
      ],
      targetAudience: 'recruiters',
      theme: 'modern',
    });
    expect(await screen.findByTestId('generated-text')).toHaveTextContent('A summary.');
  });

  it('needs a title and an http(s) link, and sends nothing until they are right', async () => {
    const server = fakeServer({ 'POST /api/portfolio-summaries/generate': generated });
    const { user } = renderForm(profile);
    await user.clear(within(project(1)).getByLabelText('Project title'));
    await user.clear(within(project(1)).getByLabelText('Link'));
    await user.type(within(project(1)).getByLabelText('Link'), 'ftp://example.com/x');
    await user.click(screen.getByRole('button', { name: 'Generate Summary' }));
    expect(await within(project(1)).findByText('Project title is required')).toBeInTheDocument();
    expect(within(project(1)).getByText('Enter a link starting with http:// or https://')).toBeInTheDocument();
    expect(within(project(1)).getByLabelText('Project title')).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls).toEqual([]);

    await user.type(within(project(1)).getByLabelText('Project title'), 'Churn radar');
    await user.clear(within(project(1)).getByLabelText('Link'));
    await user.type(within(project(1)).getByLabelText('Link'), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Generate Summary' }));
    expect(await within(project(1)).findByText('Enter a link starting with http:// or https://')).toBeInTheDocument();
    await user.clear(within(project(1)).getByLabelText('Link'));
    await user.click(screen.getByRole('button', { name: 'Generate Summary' }));
    await waitFor(() => expect(server.calls.length).toBe(1));
    expect(server.calls[0].body).toMatchObject({ projects: [{ name: 'Churn radar', technologies: ['SQL', 'Figma'] }] });
    expect((server.calls[0].body as { projects: object[] }).projects[0]).not.toHaveProperty('link');
  });

  it('removes a project, and with none leaves the resume’s to the server', async () => {
    const server = fakeServer({ 'POST /api/portfolio-summaries/generate': generated });
    const { user } = renderForm(profile);
    await user.click(within(project(1)).getByRole('button', { name: 'Remove project 1' }));
    expect(screen.queryByRole('group', { name: 'Project 1' })).not.toBeInTheDocument();
    expect(screen.getByText('No projects yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate Summary' }));
    await waitFor(() => expect(server.calls.length).toBe(1));
    expect(server.calls[0].body).toMatchObject({ projects: [] });
  });

  it('moves the projects below a removed one up, with their values and messages', async () => {
    const server = fakeServer({ 'POST /api/portfolio-summaries/generate': generated });
    const { user } = renderForm(profile);
    await user.click(screen.getByRole('button', { name: 'Add project' }));
    await user.type(within(project(2)).getByLabelText('What it did'), 'Untitled so far');
    await user.click(screen.getByRole('button', { name: 'Generate Summary' }));
    expect(await within(project(2)).findByText('Project title is required')).toBeInTheDocument();
    expect(within(project(1)).queryByText('Project title is required')).not.toBeInTheDocument();

    await user.click(within(project(1)).getByRole('button', { name: 'Remove project 1' }));
    expect(screen.queryByRole('group', { name: 'Project 2' })).not.toBeInTheDocument();
    expect(within(project(1)).getByLabelText('Project title')).toHaveValue('');
    expect(within(project(1)).getByLabelText('What it did')).toHaveValue('Untitled so far');
    expect(within(project(1)).getByLabelText('Link')).toHaveValue('');
    expect(await within(project(1)).findByText('Project title is required')).toBeInTheDocument();

    await user.type(within(project(1)).getByLabelText('Project title'), 'Tidewatch');
    await waitFor(() => expect(within(project(1)).queryByText('Project title is required')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Generate Summary' }));
    await waitFor(() => expect(server.calls.length).toBe(1));
    expect((server.calls[0].body as { projects: unknown[] }).projects).toEqual([
      { name: 'Tidewatch', description: 'Untitled so far', technologies: [] },
    ]);
  });

  it('keeps what was typed before the prefill arrived', async () => {
    fakeServer({});
    const { user, rerender } = renderForm(undefined);
    await user.click(screen.getByRole('button', { name: 'Add project' }));
    await user.type(within(project(1)).getByLabelText('Project title'), 'Typed first');
    await user.type(screen.getByLabelText('Your Name'), 'A. Morgan');
    rerender(
      <QueryClientProvider client={createQueryClient()}>
        <PortfolioForm userId="u1" profile={profile} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByLabelText('Current Title')).toHaveValue('Product Manager'));
    expect(screen.getByLabelText('Your Name')).toHaveValue('A. Morgan');
    expect(within(project(1)).getByLabelText('Project title')).toHaveValue('Typed first');
  });
});

describe('projects from the resume', () => {
  it('reads the resume’s JSON list, naming what people name differently', () => {
    expect(
      projectRowsFromJson(
        JSON.stringify([
          { title: 'Tidewatch', description: 'Forecasts', impact: 'Used by 2,000 sailors.', technologies: 'Go, SQL', url: 'https://tide.example' },
          { name: '', description: '' },
          'not an object',
        ]),
      ),
    ).toEqual([
      { name: 'Tidewatch', description: 'Forecasts Used by 2,000 sailors.', technologies: 'Go, SQL', link: 'https://tide.example' },
    ]);
    expect(projectRowsFromJson('')).toEqual([]);
    expect(projectRowsFromJson('{"name":"x"}')).toEqual([]);
    expect(projectRowsFromJson('[{name: x')).toEqual([]);
  });

  it('writes rows as the API’s projects', () => {
    expect(toApiProjects([{ name: ' A ', description: ' d ', technologies: 'Go, ,SQL', link: ' ' }])).toEqual([
      { name: 'A', description: 'd', technologies: ['Go', 'SQL'] },
    ]);
  });
});
