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
