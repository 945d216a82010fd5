// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../../../test-utils/render';
import { TUTORIALS } from '../../tutorials-content';
import { TutorialCard } from './TutorialCard';

afterEach(cleanup);

const tutorial = TUTORIALS[0] as (typeof TUTORIALS)[number];

describe('Component: TutorialCard', () => {
  it('shows the written steps and no player when no video is configured', () => {
    const { container } = renderWithRouter(<TutorialCard tutorial={tutorial} video={undefined} />);
    const article = screen.getByRole('article', { name: tutorial.title });
    expect(
      within(article)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(tutorial.steps);
    expect(within(article).getByText(`Anleitung in ${tutorial.steps.length} Schritten`)).toBeTruthy();
    expect(within(article).queryByRole('button')).toBeNull();
    expect(container.querySelector('iframe, details')).toBeNull();
  });

  it('shows the consent button, the duration and the steps as text version when a video is configured', () => {
    const { container } = renderWithRouter(
      <TutorialCard tutorial={tutorial} video={{ vimeoId: '1', vimeoHash: undefined }} />,
    );
    expect(screen.getByRole('button', { name: `Video von Vimeo laden: ${tutorial.title}` })).toBeTruthy();
    expect(screen.getByText(`Video · ${tutorial.duration} Min.`)).toBeTruthy();
    expect(container.querySelector('details summary')?.textContent).toBe('Schritte zum Nachlesen');
    expect(container.querySelector('iframe')).toBeNull();
  });
});
