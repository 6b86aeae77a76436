/** The WhatsApp link that opens a chat with this text (a result and the page's address). */
export const whatsAppUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;
