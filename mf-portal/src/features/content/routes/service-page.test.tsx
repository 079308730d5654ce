import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { failure, mockApi, ok } from '@portal/api-client/testing';
import { contentEndpoints } from '@portal/contracts/endpoints/content';
import { ContactFormBody, ContactReceipt, ContentPage } from '@portal/contracts/schemas';
import { i18n } from '@portal/i18n';
import { aphServicePage } from '../test-fixtures';
import { ServicePage } from './service-page';
import { renderScreen } from '@portal/ui/testing';

const api = mockApi();
const PAGE = contentEndpoints.page;
const CONTACT = contentEndpoints.contact;

function page() {
  return <ServicePage search="" pathname="/aph" routeKey="aph" />;
}

beforeEach(() => api.on(PAGE, ok(ContentPage, aphServicePage)));
afterEach(async () => {
  await act(() => i18n.changeLanguage('zh'));
});

async function chooseTopic(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /咨询主题|Assunto/ }));
  fireEvent.click(await screen.findByTitle(name));
}

test('shows the page’s sections and a contact form', async () => {
  renderScreen(page());
  expect(await screen.findByRole('heading', { level: 1, name: '澳葡汇' })).toBeTruthy();
  expect(screen.getByRole('region', { name: '什么是澳葡汇' })).toBeTruthy();
  expect(api.requests(PAGE).map((request) => request.path)).toEqual([
    '/haiguan/api/content/pages/aph',
  ]);
  expect(screen.getByRole('region', { name: '联系我们' })).toBeTruthy();
});

test('an empty form is refused in the browser with the shared messages, nothing is sent', async () => {
  renderScreen(page());
  const form = await screen.findByRole('region', { name: '联系我们' });
  fireEvent.click(within(form).getByRole('button', { name: /发\s*送/ }));
  expect(await within(form).findByText('请输入您的姓名')).toBeTruthy();
  expect(within(form).getByText('请留下邮箱或电话，方便我们回复您')).toBeTruthy();
  expect(within(form).getByText('请选择咨询主题')).toBeTruthy();
  expect(within(form).getByText('请输入留言内容')).toBeTruthy();
  fireEvent.change(within(form).getByLabelText('邮箱'), { target: { value: 'ana@' } });
  fireEvent.click(within(form).getByRole('button', { name: /发\s*送/ }));
  expect(await within(form).findByText('邮箱格式不正确')).toBeTruthy();
  expect(api.requests(CONTACT)).toEqual([]);
});

test('a valid message is sent with the page it came from, and the server’s answer is shown', async () => {
  await act(() => i18n.changeLanguage('pt'));
  api.on(
    CONTACT,
    ok(
      ContactReceipt,
      { id: 31 },
      'Recebemos a sua mensagem; respondemos no prazo de dois dias úteis',
    ),
    { body: ContactFormBody },
  );
  renderScreen(page());
  const form = await screen.findByRole('region', { name: 'Contacte-nos' });
  fireEvent.change(within(form).getByLabelText('Nome'), { target: { value: ' Ana Costa ' } });
  fireEvent.change(within(form).getByLabelText('Telefone'), {
    target: { value: '+351 912 345 678' },
  });
  await chooseTopic('Entrar na China através de Macau');
  fireEvent.change(within(form).getByLabelText('Mensagem'), {
    target: { value: 'Que documentos são precisos?' },
  });
  fireEvent.click(within(form).getByRole('button', { name: 'Enviar' }));
  await waitFor(() =>
    expect(api.requests(CONTACT).map((request) => request.body)).toEqual([
      {
        name: 'Ana Costa',
        phone: '+351 912 345 678',
        topic: 'macau',
        message: 'Que documentos são precisos?',
        page: 'aph',
      },
    ]),
  );
  expect(await screen.findByText('Mensagem enviada')).toBeTruthy();
  expect(
    screen.getByText('Recebemos a sua mensagem; respondemos no prazo de dois dias úteis'),
  ).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Escrever outra' }));
  expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('');
});

test('a refusal by the server is shown and the form keeps what was typed', async () => {
  api.on(CONTACT, failure({ code: 429, msg: '请求过于频繁，请 40 秒后再试' }, 429));
  renderScreen(page());
  const form = await screen.findByRole('region', { name: '联系我们' });
  fireEvent.change(within(form).getByLabelText('姓名'), { target: { value: '王先生' } });
  fireEvent.change(within(form).getByLabelText('邮箱'), { target: { value: 'wang@example.com' } });
  await chooseTopic('采购与寻源');
  fireEvent.change(within(form).getByLabelText('留言'), { target: { value: '想找葡萄酒供应商' } });
  fireEvent.click(within(form).getByRole('button', { name: /发\s*送/ }));
  expect((await within(form).findByRole('alert')).textContent).toContain('请求过于频繁');
  expect((within(form).getByLabelText('姓名') as HTMLInputElement).value).toBe('王先生');
});
