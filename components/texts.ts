/** Words of the shared UI pieces (no domain): dialog and notification controls. */
export const componentTexts = {
  close: 'Закрыть',
  closeNotification: 'Закрыть уведомление',
  notifications: 'Уведомления',
  opensInNewTab: '(откроется в новой вкладке)',
  loading: 'Загрузка…',
  retry: 'Повторить',
} as const;
