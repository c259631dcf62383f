#include "board/svgtitle.h"

#include <QXmlStreamWriter>

QString xmlSafeText(const QString& text) {
    QString safe;
    safe.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            safe += c;
            safe += text.at(++i);
            continue;
        }
        const char16_t u = c.unicode();
        const bool allowed = u == u'\t' || u == u'\n' || u == u'\r' || (u >= 0x20 && !c.isSurrogate() && u != 0xFFFE && u != 0xFFFF);
        safe += allowed ? c : QChar(QChar::ReplacementCharacter);
    }
    return safe;
}

QByteArray withSvgTitle(const QByteArray& svg, const QString& title) {
    const QByteArray empty = QByteArrayLiteral("<title>") + kSvgTitlePlaceholder + QByteArrayLiteral("</title>");
    const qsizetype at = svg.indexOf(empty);
    if (at < 0) return svg;   // not written by the generator as asked: left as it is
    QByteArray element;
    QXmlStreamWriter writer(&element);
    writer.writeTextElement(QStringLiteral("title"), xmlSafeText(title));
    QByteArray out = svg;
    out.replace(at, empty.size(), element);
    // QSvgGenerator escapes drawn text's markup but copies its control characters, which no
    // XML reader accepts. In UTF-8 a byte below 0x20 is always that character itself.
    QByteArray safe;
    safe.reserve(out.size());
    for (const char byte : std::as_const(out)) {
        if (static_cast<unsigned char>(byte) < 0x20 && byte != '\t' && byte != '\n' && byte != '\r') safe += "\xEF\xBF\xBD";   // U+FFFD
        else safe += byte;
    }
    return safe;
}
