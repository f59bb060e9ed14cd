/** Helpers shared by the identity-document check journeys (identity-check-*.spec.ts). */
import { expect, type Page } from '@playwright/test';
import { text } from './api';
import type { TTexts } from './signup-journey';

export type TFile = { name: string; mimeType: string; buffer: Buffer };

/** A real PNG or JPEG of the given size, drawn by the browser's canvas. */
export async function drawImage(
  page: Page,
  name: string,
  type: 'image/png' | 'image/jpeg',
  width: number,
  height: number,
) {
  const base64 = await page.evaluate(
    ({ type, width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#dfe7f2';
      context.fillRect(0, 0, width, height);
      context.fillStyle = '#123456';
      context.fillRect(width / 10, height / 10, width / 3, height / 3);
      return canvas.toDataURL(type, 0.9).split(',')[1]!;
    },
    { type, width, height },
  );
  return { name, mimeType: type, buffer: Buffer.from(base64, 'base64') } satisfies TFile;
}

export const pick = (page: Page, file: TFile) => page.locator('input[type="file"]').setInputFiles(file);

export async function analyse(page: Page, fr: TTexts) {
  await expect(page.getByText(text(fr, 'idcheck.uploaded'))).toBeVisible();
  const started = Date.now();
  await page.getByRole('button', { name: text(fr, 'idcheck.analyse') }).click();
  await expect(page.getByText(text(fr, 'idcheck.analysing'))).toBeVisible();
  return started;
}

/** A medium-resolution passport, analysed: the medium-score modal opens. */
export async function openMediumModal(page: Page, fr: TTexts) {
  await pick(page, await drawImage(page, 'passeport.jpg', 'image/jpeg', 800, 600));
  await analyse(page, fr);
  const modal = page.getByRole('dialog', { name: text(fr, 'idcheck.medium.title') });
  await expect(modal).toBeVisible({ timeout: 30_000 });
  return modal;
}
