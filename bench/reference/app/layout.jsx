export const metadata = {
  title: 'Reference',
  description: 'A bare page of the same Next.js and React as the shop.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="ru">
      <body>{children}</body>
    </html>
  );
}
