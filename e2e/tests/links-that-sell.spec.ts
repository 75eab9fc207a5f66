import { DEMO, expect, logIn, sidebar, test } from './fixtures';

// Issue 40, one flow: the seller makes a coupon and a link sold by quantity that asks a question,
// takes coupons and thanks the payer; a payer on a phone picks 3, answers, applies the coupon, pays
// by PIX and reads the thanks; the seller reads what was chosen in the sale's detail.

test('a link that sells: quantity, a question, a coupon and a thank-you, from the form to the sale', async ({
  page,
  browser,
}) => {
  test.slow(); // two roles, two browser contexts, a live PIX
  const code = `E2E${Date.now() % 1_000_000}`;
  const description = `Caneca ${code}`;
  await logIn(page, DEMO.seller);

  // 'Cupons': 10% off, once.
  await sidebar(page).getByRole('link', { name: 'Cupons' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cupons' })).toBeVisible();
  await page.getByRole('button', { name: 'Novo cupom' }).click();
  const couponForm = page.getByRole('dialog');
  await couponForm.getByLabel('Código *').fill(code);
  await couponForm.getByLabel('Tipo de desconto').selectOption('percentual');
  await couponForm.getByLabel('Desconto (%) *').fill('10');
  await couponForm.getByLabel('Limite de usos (total)').fill('1');
  await couponForm.getByRole('button', { name: 'Criar cupom' }).click();
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText('10%');

  // The link: R$ 25,00 a unit, 1 to 5, a required size, coupons, a message after payment.
  await sidebar(page).getByRole('link', { name: 'Links de Pagamento' }).click();
  await page.getByRole('link', { name: 'Criar Link de Pagamento' }).first().click();
  await page.getByRole('radio', { name: /Por quantidade/ }).check();
  await page.getByLabel('Valor por unidade (R$)').fill('25,00');
  await page.getByLabel('Descrição').fill(description);
  await page.getByLabel('Quantidade máxima').fill('5');
  await page.getByRole('button', { name: 'Adicionar campo' }).click();
  const field = page.getByRole('group', { name: 'Campo 1' });
  await field.getByLabel('Nome do campo').fill('Cor da caneca');
  await field.getByLabel('Tipo').selectOption('lista');
  await field.getByLabel('Opções (uma por linha)').fill('Branca\nPreta');
  await field.getByRole('checkbox', { name: 'Obrigatório' }).check();
  await page.getByRole('checkbox', { name: 'Aceitar cupons de desconto' }).check();
  await page.getByRole('radio', { name: 'Mostrar uma mensagem' }).check();
  await page.getByLabel('Mensagem após o pagamento').fill('Obrigado! Sua caneca sai amanhã.');
  await page.getByRole('button', { name: 'Gerar link de pagamento' }).click();
  await expect(page.getByRole('heading', { name: 'Link criado com sucesso!' })).toBeVisible();
  const url = (await page.getByLabel('Link de pagamento', { exact: true }).textContent()) ?? '';
  expect(url).toContain('/pay/');

  // The payer, on a phone.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const payer = await phone.newPage();
  await payer.goto(url);
  await expect(payer.getByText(description)).toBeVisible();
  await payer.getByRole('button', { name: 'Aumentar quantidade' }).click();
  await payer.getByRole('button', { name: 'Aumentar quantidade' }).click();
  await expect(payer.getByText('3 × R$ 25,00')).toBeVisible();
  await payer.getByText('Tem um cupom de desconto?').click();
  await payer.getByRole('textbox', { name: 'Cupom de desconto' }).fill(code.toLowerCase());
  await payer.getByRole('button', { name: 'Aplicar' }).click();
  await expect(payer.getByText(`Desconto (${code}) − R$ 7,50`)).toBeVisible();
  await expect(payer.getByText('R$ 67,50')).toBeVisible();
  // Paying without the required answer asks for it under the field, before any charge.
  await payer.getByRole('button', { name: /^PIX/ }).click();
  await expect(payer.getByText('Preencha este campo')).toBeVisible();
  await payer.getByRole('combobox', { name: 'Cor da caneca' }).selectOption('Preta');
  await payer.getByRole('button', { name: /^PIX/ }).click();
  await expect(payer.getByLabel('Código PIX copia e cola')).toHaveValue(/^000201/);
  await payer.getByRole('button', { name: 'Simular pagamento (sandbox)' }).click();
  await expect(payer.getByRole('heading', { name: 'Pagamento aprovado' })).toBeVisible();
  await expect(payer.getByText('Obrigado! Sua caneca sai amanhã.')).toBeVisible();
  await expect(payer.getByText('R$ 67,50', { exact: true })).toBeVisible();
  const txId = new URL(payer.url()).searchParams.get('id') ?? '';
  await phone.close();

  // The seller's sale says what was chosen; the coupon's row counts the use.
  await page.goto(`/history?q=${txId}`);
  await page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Copiar ID ${txId}` }) })
    .getByRole('button', { name: 'Ver Detalhes' })
    .click();
  const detail = page.getByRole('dialog', { name: 'Detalhes da Transação' });
  await expect(detail).toContainText('3 × R$ 25,00');
  await expect(detail).toContainText(`${code} (− R$ 7,50)`);
  await expect(detail).toContainText('Cor da caneca');
  await expect(detail).toContainText('Preta');
  await page.goto('/cupons');
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText('1 de 1');
});
