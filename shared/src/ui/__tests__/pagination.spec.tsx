/// <reference types="jest" />
/// <reference types="@testing-library/jest-dom" />
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, pageWindow } from '../index';

test('shows at most five page buttons around the current page', () => {
  expect(pageWindow(1, 3, 5)).toEqual([1, 2, 3]);
  expect(pageWindow(1, 10, 5)).toEqual([1, 2, 3, 4, 5]);
  expect(pageWindow(6, 10, 5)).toEqual([4, 5, 6, 7, 8]);
  expect(pageWindow(10, 10, 5)).toEqual([6, 7, 8, 9, 10]);
});

test("'Anterior' and 'Próxima' move one page and stop at the ends", async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(<Pagination page={1} pageCount={3} onChange={onChange} />);
  expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Próxima' }));
  expect(onChange).toHaveBeenCalledWith(2);
  expect(screen.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
});

test('renders nothing for a single page', () => {
  const { container } = render(<Pagination page={1} pageCount={1} onChange={jest.fn()} />);
  expect(container).toBeEmptyDOMElement();
});
