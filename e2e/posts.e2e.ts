import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newMember } from './support/browser.js';
import { tinyPng } from './support/images.js';
import { signUpInBrowser, uniqueMember } from './support/members.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const toast = (page: Page, text: string) => page.getByTestId('toast').getByText(text, { exact: true }).first();
const postCard = (page: Page, title: string) => page.getByTestId('post-card').filter({ hasText: title });
const likeCount = (page: Page, title: string) => postCard(page, title).getByTestId('like-count');

describe('posts in the browser', () => {
  it('creates a post with an image, delivers it live to a follower, updates likes live, edits and deletes it', async () => {
    const authorDetails = uniqueMember('author');
    const readerDetails = uniqueMember('reader');
    const { page: author, context: authorContext } = await newMember(browser);
    const { page: reader, context: readerContext } = await newMember(browser, { mobile: true });
    await signUpInBrowser(author, authorDetails);
    await signUpInBrowser(reader, readerDetails);

    // The reader follows the author, then keeps the dashboard open.
    await reader.goto(`/user-profile/${authorDetails.username}`);
    await reader.getByTestId('follow-button').click();
    await expect.poll(() => reader.getByTestId('follow-button').textContent()).toBe('Unfollow');
    await reader.goto('/dashboard');
    await reader.getByRole('form', { name: 'Create a post' }).waitFor();

    // Nothing missing may be sent.
    const composer = author.getByRole('form', { name: 'Create a post' });
    await composer.getByRole('button', { name: 'Post', exact: true }).click();
    await toast(author, 'Please fill all fields correctly.').waitFor();

    // The author writes a post with an image.
    const title = `Sinigang night ${Date.now().toString(36)}`;
    const setTitle = async (text: string) => {
      await composer.getByRole('button', { name: /post title/i }).click();
      await composer.getByLabel('Post title').fill(text);
      await composer.getByLabel('Post title').press('Enter');
    };
    await setTitle('This damn soup');
    await composer.getByLabel('Category').selectOption('Food');
    await composer.getByLabel('Country').fill('Philippines');
    await composer.getByLabel('What would you like to share?').fill('A sour tamarind soup we cook when it rains.');
    await composer
      .locator('input[type="file"]')
      .setInputFiles({ name: 'soup.png', mimeType: 'image/png', buffer: tinyPng(64, 48) });
    await composer.getByRole('img', { name: 'Preview of the image to post' }).waitFor();
    // The image is described, which quiets the reminder shown while it is not.
    await composer.getByText('This image has no description yet.', { exact: false }).waitFor();
    await composer.getByLabel('Image description (alt text)').fill('A bowl of sour tamarind soup.');
    // The server refuses the banned word; the form keeps everything for a fix.
    await composer.getByRole('button', { name: 'Post', exact: true }).click();
    await toast(author, 'Please remove inappropriate language from the title').waitFor();
    await setTitle(title);
    // While the image uploads, a determinate progress bar shows (the answer is held back a moment to see it).
    await author.route('**/graphql', async (route) => {
      const multipart = (route.request().headers()['content-type'] ?? '').startsWith('multipart/');
      if (multipart) await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await composer.getByRole('button', { name: 'Post', exact: true }).click();
    const bar = composer.getByRole('progressbar', { name: 'Uploading the post image' });
    await bar.waitFor();
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(0);
    await toast(author, 'Post created successfully!').waitFor();
    await author.unroute('**/graphql');
    await bar.waitFor({ state: 'detached' });
    await expect.poll(() => author.getByTestId('post-card').first().textContent()).toContain(title);
    expect(await author.getByTestId('post-card').first().locator('.post-card__image img').getAttribute('src')).toMatch(
      /^\/uploads\//,
    );
    expect(await author.getByTestId('post-card').first().locator('.post-card__image img').getAttribute('alt')).toBe(
      'A bowl of sour tamarind soup.',
    );
    await composer.getByRole('button', { name: 'Add a post title' }).waitFor(); // the form reset: 'POST TITLE' again
    expect(await composer.getByRole('button', { name: 'Add a post title' }).textContent()).toContain('POST TITLE');
    const postId = await postCard(author, title).getAttribute('data-post-id');
    expect(postId).toBeTruthy();

    // The follower sees it arrive live behind the pill, then on top after a click.
    const pill = reader.getByRole('button', { name: /New posts \(1\)/ });
    await pill.waitFor();
    await pill.click();
    await expect.poll(() => reader.getByTestId('post-card').first().textContent()).toContain(title);

    // The follower likes it: the author's count changes without a reload.
    expect(await likeCount(author, title).textContent()).toBe('0');
    await postCard(reader, title).getByRole('button', { name: 'Like' }).click();
    await expect.poll(() => likeCount(reader, title).textContent()).toBe('1');
    await expect.poll(() => likeCount(author, title).textContent(), { timeout: 10_000 }).toBe('1');

    // The follower comments through the comments modal.
    await postCard(reader, title).getByTestId('comment-count').click();
    const comments = reader.getByRole('dialog', { name: `Comments on “${title}”` });
    const commentButton = comments.getByRole('button', { name: 'Comment', exact: true });
    expect(await commentButton.isDisabled()).toBe(true);
    await comments.getByLabel('Write a comment').fill('My lola adds taro!');
    await commentButton.click();
    await comments.getByTestId('comment').filter({ hasText: 'My lola adds taro!' }).waitFor();
    await reader.keyboard.press('Escape');
    await expect.poll(() => postCard(reader, title).getByTestId('comment-count').textContent()).toContain('1 comment');

    // The author edits the post from the profile's menu.
    await author.goto('/profile');
    await postCard(author, title)
      .getByRole('button', { name: /Options for/ })
      .click();
    await postCard(author, title).getByRole('menuitem', { name: 'Edit' }).click();
    await author.waitForURL(`**/edit-post/${postId}`);
    const edited = `${title} (edited)`;
    await author.getByLabel('Title').fill(edited);
    await author.getByRole('button', { name: 'Save Changes' }).click();
    await author.waitForURL('**/profile');
    await postCard(author, edited).waitFor();

    // ...and deletes it after confirming.
    await postCard(author, edited)
      .getByRole('button', { name: /Options for/ })
      .click();
    await postCard(author, edited).getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = author.getByRole('alertdialog', { name: 'Delete this post?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await postCard(author, edited).waitFor({ state: 'detached' });

    // The follower no longer finds it.
    await reader.reload();
    await reader.getByRole('form', { name: 'Create a post' }).waitFor();
    await expect
      .poll(
        async () => (await reader.getByText('No posts yet').count()) + (await reader.getByTestId('post-card').count()),
      )
      .toBeGreaterThan(0);
    expect(await postCard(reader, title).count()).toBe(0);
    await reader.goto(`/view-post/${postId}`);
    await reader.getByRole('heading', { name: 'Post Not Found' }).waitFor();
    await reader.getByText("Oops! The post you're looking for has been deleted or doesn't exist.").waitFor();

    await authorContext.close();
    await readerContext.close();
  });
});
