// The console's texts (pt-BR), in one place.
export const ADMIN_STRINGS = {
  consoleName: "Painel",
  signOut: "Sair",
  loading: "Carregando...",
  needSignIn: "Entre com uma conta de administrador para usar o painel.",
  goSignIn: "Entrar",
  /** A fresh install: no admin exists yet (GET /api/setup/first-admin/status). */
  noAdminTitle: "Ainda não há nenhum administrador",
  noAdminHow:
    "Para criar o primeiro, abra o endereço de configuração que o servidor escreveu no log ao iniciar (a linha “No admin account yet: create the first one at …”; ele vale por uma hora e um reinício gera outro). Ou, no servidor, rode ADMIN_PASSWORD=… npm run admin -- add SEU-EMAIL.",
  forbidden: "Sua conta não tem acesso ao painel.",
  errorTitle: "Não foi possível concluir",
  retry: "Tentar de novo",
  nav: {
    overview: "Visão geral",
    messages: "Mensagens",
    newsletter: "Newsletter",
    fipe: "FIPE",
    personalData: "Dados pessoais (LGPD)",
    admins: "Administradores",
  },
  mailOff: "E-mail desligado",
  mailOffHint: "Nenhum e-mail sai enquanto SMTP_URL não estiver configurado no servidor.",
  /** The notice the overview shows first while SMTP_URL is unset. */
  mailOffNotice: {
    title: "O envio de e-mails não está configurado",
    what: "Nenhum e-mail sai do site enquanto a variável SMTP_URL não estiver definida no servidor. Os formulários continuam registrando os pedidos e avisam que o e-mail será enviado assim que o envio estiver configurado; os e-mails esperam na fila até lá.",
    waitingTitle: "Esperando na fila:",
    nothingWaiting: "Nenhum e-mail esperando na fila por enquanto.",
    howTo:
      "Para ligar: defina no ambiente do servidor SMTP_URL (smtp://usuário:senha@servidor:587 ou smtps://usuário:senha@servidor:465), MAIL_FROM (um remetente que o seu provedor aceite) e CONTACT_INBOX (quem recebe as mensagens de contato), e reinicie o servidor. A fila sai logo em seguida.",
    expiry:
      "Pedidos de newsletter, alertas de preço e lembretes não confirmados em 7 dias são apagados junto com o e-mail de confirmação que esperava.",
  },
  confirmDelete: "Confirmar exclusão",
  cancel: "Cancelar",
  delete: "Excluir",
  /** The list pages' lists: their accessible name and what shows when nothing is found. */
  lists: {
    messages: { label: "Mensagens recebidas", empty: "Nenhuma mensagem encontrada." },
    subscribers: { label: "Inscritos", empty: "Nenhum inscrito encontrado." },
  },
  previous: "Anterior",
  next: "Próxima",
} as const;
