import type { Page } from '@playwright/test';

/** Collects alert texts and accepts them, so nothing blocks the page. */
export function recordDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept().catch(() => undefined);
  });
  return messages;
}

/** Drops a file on the zone the way a browser does: a DataTransfer built in the page. */
export async function dropFile(page: Page, name: string, type: string) {
  const transfer = await page.evaluateHandle(
    ([fileName, mime]) => {
      const data = new DataTransfer();
      data.items.add(new File(['x'], fileName, { type: mime }));
      return data;
    },
    [name, type] as const,
  );
  await page.getByTestId('drop-zone').dispatchEvent('drop', { dataTransfer: transfer });
}
